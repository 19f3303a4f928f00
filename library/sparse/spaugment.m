function s = spaugment (A, c)
% -- S = spaugment (A, C)
%     The sparse augmented matrix [C*I, A; A', 0] of the least squares
%     problem min norm (A*x - b): solving S * [r/C; x] = [b; 0] gives its
%     solution x and residual r (Bjorck, "Numerical Methods for Least
%     Squares Problems", 1996).  C defaults to max (abs (A(:))) / 1000.
%
%     See also: mldivide.

  if (nargin < 2)
    if (! issparse (A) && ndims (A) != 2)
      error ('spaugment: A must be a 2-D matrix');
    end
    c = full (max (abs (A(:)))) / 1000;
  elseif (! isscalar (c))
    error ('spaugment: C must be a scalar');
  end
  [m, n] = size (A);
  s = [c * speye(m, m), A; A', sparse(n, n)];
end
