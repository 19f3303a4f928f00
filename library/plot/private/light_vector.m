function v = light_vector (caller, name, v)
  % A direction as a unit column: [x y z], or [azimuth elevation] in degrees.
  if (numel (v) == 2)
    az = v(1) * pi / 180;  el = v(2) * pi / 180;
    v = [cos(el) * cos(az); cos(el) * sin(az); sin(el)];
  elseif (numel (v) == 3)
    v = v(:);
  else
    error ("%s: %s must be a 2- or 3-element vector", caller, name);
  end
  v = v / norm (v);
end
