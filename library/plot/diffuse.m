function d = diffuse (sx, sy, sz, lv)
  % DIFFUSE  Lambertian (diffuse) reflection of the surface normals (sx, sy, sz).
  %   d = diffuse (sx, sy, sz, lv): the cosine of the angle between each unit
  %   normal and the light direction lv ([x y z], or [azimuth elevation] in
  %   degrees), 0 where the light is behind the surface.
  if (nargin != 4)
    print_usage ();
  end
  if (! size_equal (sx, sy, sz))
    error ("diffuse: SX, SY, and SZ must be the same size");
  end
  l = light_vector ("diffuse", "LV", lv);
  len = sqrt (sx.^2 + sy.^2 + sz.^2);
  d = (sx * l(1) + sy * l(2) + sz * l(3)) ./ len;
  d(d < 0) = 0;
end
