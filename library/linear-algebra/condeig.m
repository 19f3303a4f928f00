function [v, lambda, c] = condeig (a)
% -- C = condeig (A)
% -- [V, LAMBDA, C] = condeig (A)
%     The condition numbers of the eigenvalues of A: for a right
%     eigenvector v and left eigenvector w of the same eigenvalue,
%     norm (w) * norm (v) / abs (w' * v) (Wilkinson, "The Algebraic
%     Eigenvalue Problem", 1965).  V and LAMBDA are the eigenvectors and
%     eigenvalues as eig returns them.
%
%     See also: eig, cond, balance.

  if (nargin < 1)
    print_usage ();
  end
  if (! (isnumeric (a) && issquare (a)))
    error ('condeig: A must be a square numeric matrix');
  end
  [v, lambda] = eig (a);
  if (isempty (a))
    c = [];
  else
    % the rows of inv (V) are the left eigenvectors, scaled so w' * v = 1
    w = inv (v)';
    c = (sqrt (sum (abs (w) .^ 2, 1)) .* sqrt (sum (abs (v) .^ 2, 1)))';
  end
  if (nargout < 2)
    v = c;
  end
end
