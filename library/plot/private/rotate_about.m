function v = rotate_about (v, axis, theta)
  % V turned THETA degrees about AXIS, counterclockwise as seen from the
  % tip of AXIS (Rodrigues' formula).
  k = axis(:).' / norm (axis);
  v = v(:).';
  c = cosd (theta);
  s = sind (theta);
  v = v * c + cross (k, v) * s + k * dot (k, v) * (1 - c);
end
