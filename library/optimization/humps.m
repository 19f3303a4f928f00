function [x, y] = humps (x)
% -- Y = humps (X)
% -- [X, Y] = humps (X)
%     A test function with two maxima (near X = 0.3 and 0.9), a minimum
%     (near 0.64) and zeros (near -0.13 and 1.3):
%
%        Y = 1 / ((X - 0.3)^2 + 0.01) + 1 / ((X - 0.9)^2 + 0.04) - 6
%
%     computed as one rational function, element by element.  X defaults
%     to 0:0.05:1.  With two outputs, X is returned first, then Y.
%
%     See also: fzero, fminbnd, fminunc, fminsearch.

  if (nargin < 1)
    x = 0:0.05:1;
  end
  % The two terms over their common denominator, both in Horner form.
  num = (((300 * x - 720) .* x + 509) .* x - 87) .* x - 22;
  den = ((10 * x - 6) .* x + 1) .* ((20 * x - 36) .* x + 17);
  y = -4 * num ./ den;
  if (nargout <= 1)
    x = y;
  end
end
