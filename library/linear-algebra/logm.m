function [s, iters] = logm (A, opt_iters)
% -- S = logm (A)
% -- S = logm (A, OPT_ITERS)
% -- [S, ITERS] = logm (...)
%     The principal matrix logarithm of the square matrix A, the inverse
%     of expm.  A Hermitian A is diagonalized by eig.  Otherwise inverse
%     scaling and squaring (Kenney and Laub, SIAM J. Matrix Anal. Appl.
%     10, 1989; Higham, "Functions of Matrices", 2008, ch. 11): square
%     roots by the product form of the Denman-Beavers iteration until
%     norm (X - I, 1) <= 0.25 (at most OPT_ITERS, default 100, of them),
%     then log (I + Y) by 8-point Gauss-Legendre quadrature of
%     Y * inv (I + t*Y) over [0, 1] (the [8/8] Pade approximant), scaled
%     back by 2^ITERS.  A matrix with negative real eigenvalues has no
%     principal logarithm: a warning, and the non-principal one from its
%     eigendecomposition.
%
%     See also: expm, sqrtm, log.

  if (nargin == 0)
    print_usage ();
  end
  if (nargin < 2)
    opt_iters = 100;
  end
  if (! issquare (A))
    error ('logm: A must be a square matrix');
  end
  iters = 0;
  if (isscalar (A))
    s = log (A);
    return;
  elseif (isdiag (A))
    s = diag (log (diag (A)));
    return;
  end
  n = rows (A);
  ev = eig (A);
  tol = n * eps (max (abs (ev)));
  negative = (real (ev) < -tol) & (abs (imag (ev)) <= tol);
  if (any (negative))
    warning ('Octave:logm:non-principal', ...
             'logm: principal matrix logarithm is not defined for matrices with negative eigenvalues; computing non-principal logarithm');
  end
  if (ishermitian (A) || any (negative))
    % a real square root iteration cannot reach a complex logarithm:
    % diagonalize (a Hermitian V is unitary)
    [V, D] = eig (A);
    d = log (diag (D));
    d(isinf (d)) = -log (realmax ());
    s = V * diag (d) / V;
  else
    I = eye (n);
    X = A;
    while (norm (X - I, 1) > 0.25)
      if (iters >= opt_iters)
        warning ('logm: maximum number of square roots exceeded; results may still be accurate');
        break;
      end
      X = db_sqrt (X, I);
      iters = iters + 1;
    end
    s = 2^iters * log_near_identity (X - I, I);
  end
  if (isreal (A) && ! any (negative))
    s = real (s);
  end
end

% The principal square root by the product form of the Denman-Beavers
% iteration (Higham, "Functions of Matrices", eq. 6.17).
function Y = db_sqrt (X, I)
  Y = X;
  M = X;
  for k = 1:50
    Mi = inv (M);
    Y = Y * (I + Mi) / 2;
    M = (I + (M + Mi) / 2) / 2;
    if (norm (M - I, 1) <= 4 * eps * rows (X))
      break;
    end
  end
end

% log (I + Y) = integral over [0, 1] of Y * inv (I + t*Y), by 8-point
% Gauss-Legendre (Golub-Welsch nodes on [0, 1]).
function L = log_near_identity (Y, I)
  m = 8;
  b = (1:m-1) ./ sqrt (4 * (1:m-1).^2 - 1);
  [V, D] = eig (diag (b, 1) + diag (b, -1));
  t = (diag (D) + 1) / 2;
  w = V(1, :).^2;
  L = zeros (size (Y));
  for j = 1:m
    L = L + w(j) * (Y / (I + t(j) * Y));
  end
end
