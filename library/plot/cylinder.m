function [xx, yy, zz] = cylinder (varargin)
  % CYLINDER  Points of a surface of revolution: radii r at heights 0..1.
  %   [x, y, z] = cylinder (r, n): r (default [1 1]) gives the radius at
  %   equally spaced heights from 0 to 1, n (default 20) points around.
  %   cylinder (ax, ...) draws into ax; without outputs it draws the surface.
  [ax, args] = plot_axes_arg ("cylinder", varargin);
  if (numel (args) > 2)
    print_usage ();
  end
  r = [1, 1];
  n = 20;
  if (numel (args) >= 1)
    r = args{1};
    if (numel (r) == 1)
      r = [r, r];
    end
  end
  if (numel (args) == 2)
    n = args{2};
  end
  r = r(:);
  m = numel (r);
  theta = (0:n) / n * 2 * pi;
  x = r * cos (theta);
  y = r * sin (theta);
  z = (0:m-1)' / (m - 1) * ones (1, n + 1);
  if (nargout > 0)
    xx = x;  yy = y;  zz = z;
  else
    surf (plot_target (ax), x, y, z);
  end
end
