function jumps = ppjumps (pp)
% PPJUMPS  Jumps of a piecewise polynomial at its interior breaks.
%   ppjumps (PP) is, at each interior break x(2:end-1), the value of the
%   piece on the right minus the limit of the piece on the left; for
%   PP of dimensions D, an array of size [D, numel(breaks) - 2].
  if (nargin < 1)
    print_usage ();
  end
  if (~ (isstruct (pp) && strcmp (pp.form, 'pp')))
    error ('ppjumps: PP must be a structure');
  end
  [x, P, n, k, d] = unmkpp (pp);
  nd = prod (d);
  C = reshape (P, nd, n, k);
  h = diff (x(1:n));
  % left limits: each of the first n-1 pieces at its right end (Horner)
  left = C(:, 1:n-1, 1);
  for i = 2:k
    left = left .* h + C(:, 1:n-1, i);
  end
  right = C(:, 2:n, k);     % each later piece at its left end
  jumps = reshape (right - left, [d, n-1]);
end
