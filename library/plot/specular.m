function s = specular (sx, sy, sz, lv, vv, se)
  % SPECULAR  Specular reflection of the surface normals (sx, sy, sz) by Phong's model.
  %   s = specular (sx, sy, sz, lv, vv, se): (r . v)^se, where r is the light
  %   direction lv mirrored about each unit normal and v the viewer direction
  %   vv (each [x y z] or [azimuth elevation] in degrees); se (default 10) the
  %   specular exponent. 0 where the light is behind the surface or r . v < 0.
  %   (B. T. Phong, Illumination for computer generated pictures, CACM 18(6), 1975.)
  if (nargin < 5 || nargin > 6)
    print_usage ();
  end
  if (nargin < 6)
    se = 10;
  end
  if (! size_equal (sx, sy, sz))
    error ("specular: SX, SY, and SZ must be the same size");
  end
  l = light_vector ("specular", "LV", lv);
  v = light_vector ("specular", "VV", vv);
  len = sqrt (sx.^2 + sy.^2 + sz.^2);
  nx = sx ./ len;  ny = sy ./ len;  nz = sz ./ len;
  nl = nx * l(1) + ny * l(2) + nz * l(3);
  % r = 2 (n . l) n - l
  rv = (2 * nl .* nx - l(1)) * v(1) + (2 * nl .* ny - l(2)) * v(2) ...
       + (2 * nl .* nz - l(3)) * v(3);
  rv(rv < 0 | nl < 0) = 0;
  s = rv .^ se;
end
