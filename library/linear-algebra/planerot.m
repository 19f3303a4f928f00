function [G, y] = planerot (x)
% -- [G, Y] = planerot (X)
%     The 2 by 2 Givens rotation G = [c, s; -s', c] with
%     Y = G * X(:) = [r; 0], for a two-element vector X.
%
%     See also: givens.

  if (nargin < 1)
    print_usage ();
  end
  if (numel (x) != 2)
    error ('planerot: X must be a 2-element vector');
  end
  a = x(1);
  b = x(2);
  if (b == 0)
    G = [1, 0; 0, 1];
  elseif (a == 0)
    G = [0, conj(b)/abs(b); -b/abs(b), 0];
  else
    r = norm ([a; b]);
    c = abs (a) / r;
    s = (a / abs (a)) * conj (b) / r;
    G = [c, s; -conj(s), c];
  end
  y = G * x(:);
end
