function [multp, idx] = mpoles (p, tol, reorder)
% MPOLES  Group equal poles and give their multiplicities.
%   [MULTP, IDXP] = mpoles (P) orders the poles P by decreasing magnitude
%   (stable), then takes each pole not yet grouped together with the
%   ungrouped poles within TOL * abs (pole) of it (for a zero pole, TOL
%   times the mean magnitude of the finite nonzero poles, or TOL): P(IDXP)
%   lists the groups one after the other, MULTP(n) = 1, 2, ... counts up
%   within each group.  TOL defaults to 0.001; mpoles (P, TOL, false)
%   keeps P's order.
  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2 || isempty (tol))
    tol = 0.001;
  end
  if (nargin < 3 || isempty (reorder))
    reorder = true;
  end
  p = p(:);
  np = numel (p);
  if (reorder)
    [~, order] = sort (abs (p), 'descend');
  else
    order = (1:np)';
  end
  p = p(order);
  grouped = false (np, 1);
  idx = zeros (0, 1);
  multp = zeros (0, 1);
  n = find (~ grouped, 1);
  while (~ isempty (n))
    if (p(n) == 0)
      nz = abs (p) > 0 & isfinite (p);
      if (any (nz))
        scale = mean (abs (p(nz)));
      else
        scale = 1;
      end
    else
      scale = abs (p(n));
    end
    k = find (abs (p - p(n)) < tol * scale & ~ grouped);
    grouped(k) = true;
    idx = [idx; k];
    multp = [multp; (1:numel (k))'];
    n = find (~ grouped, 1);
  end
  idx = order(idx);
end
