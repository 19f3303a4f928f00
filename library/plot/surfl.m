function h = surfl (varargin)
  % SURFL  A surface shaded by a light: surfl (z), surfl (x, y, z),
  %   surfl (..., lsrc), surfl (..., lsrc, P), surfl (..., "light"),
  %   surfl (ax, ...). Colors are the diffuse (Lambert) and specular
  %   (Phong) reflection of a light from lsrc ([az el] in degrees, or
  %   [x y z]; by default 45 degrees counterclockwise from the view);
  %   P = [ambient diffuse specular specular_exponent] ([0.55 0.6 0.4 10]).
  [ax, args] = plot_axes_arg ("surfl", varargin);
  if (! isempty (args) && ischar (args{end}))
    if (! any (strcmpi (args{end}, {"light", "cdata"})))
      error ("surfl: unknown option '%s'", args{end});
    end
    args(end) = [];
  end
  switch (numel (args))
    case 1
      z = args{1};
      [x, y] = meshgrid (1:columns (z), 1:rows (z));
      rest = {};
    case {3, 4, 5}
      [x, y, z] = args{1:3};
      if (isvector (x) && isvector (y))
        [x, y] = meshgrid (x, y);
      end
      rest = args(4:end);
    otherwise
      print_usage ();
  end
  lsrc = [37.5 - 45, 30];
  P = [0.55 0.6 0.4 10];
  if (numel (rest) >= 1)
    lsrc = rest{1};
  end
  if (numel (rest) >= 2)
    P = rest{2};
  end
  if (numel (lsrc) == 2)
    az = lsrc(1) * pi / 180;  el = lsrc(2) * pi / 180;
    L = [cos(el) * sin(az), -cos(el) * cos(az), sin(el)];
  else
    L = lsrc(:)';
  end
  ax = plot_target (ax);
  [nx, ny, nz] = surfnorm (x, y, z);
  shade = P(1) + P(2) * diffuse (nx, ny, nz, L) ...
          + P(3) * specular (nx, ny, nz, L, [0 0 1], P(4));
  hh = surf (ax, x, y, z, shade);
  colormap (gray ());
  if (nargout > 0)
    h = hh;
  end
end
