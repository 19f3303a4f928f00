function [thout, rout] = rose (varargin)
  % ROSE  Angular histogram: the angles th counted into n bins (20) round the circle.
  %   rose (th), rose (th, n), rose (th, centers), rose (ax, ...) draw the
  %   wedges on polar axes; [t, r] = rose (...) returns the wedges' outline
  %   (4 points per bin: origin, two corners, origin) instead.
  [ax, args] = plot_axes_arg ("rose", varargin);
  if (numel (args) < 1 || numel (args) > 2)
    print_usage ();
  end
  th = args{1};
  n = 20;
  if (numel (args) == 2)
    n = args{2};
  end
  th = mod (th, 2*pi);
  if (isvector (th))
    th = th(:);
  end
  if (isscalar (n))
    centers = (0.5:n) * 2 * pi / n;
  else
    centers = sort (mod (n(:)', 2*pi));
  end
  if (any (diff ([centers, centers(1) + 2*pi]) >= pi) && numel (centers) > 1 ...
      || numel (centers) <= 2)
    warning ("rose: bin sizes >= pi will not plot correctly");
  end
  if (! isscalar (n))
    d = diff ([centers, centers(1) + 2*pi]) / 2;
    if (any (abs (diff ([d(end) d])) > 2 * eps * 2 * pi))
      warning ("rose: bin 1 and bin %d are not centered", numel (centers));
    end
  end
  cnt = hist (th, centers);
  if (isvector (cnt))
    cnt = cnt(:);
  end
  % The edges halfway between centers (wrapping round the circle).
  nb = numel (centers);
  edges = (centers + [centers(end) - 2*pi, centers(1:end-1)]) / 2;
  edges = [edges, edges(1) + 2*pi];
  t = zeros (4 * nb, 1);
  t(2:4:end) = edges(1:nb);
  t(3:4:end) = edges(2:nb+1);
  r = zeros (4 * nb, columns (cnt));
  r(2:4:end, :) = cnt;
  r(3:4:end, :) = cnt;
  if (nargout < 2)
    hh = polar (plot_target (ax), repmat (t, 1, columns (r)), r);
    if (nargout > 0)
      thout = hh;
    end
  else
    thout = t;
    rout = r;
  end
end
