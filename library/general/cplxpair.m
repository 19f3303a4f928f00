function y = cplxpair (z, tol, dim)
% CPLXPAIR  Sort complex numbers into complex conjugate pairs.
%   cplxpair (Z) orders Z along its first non-singleton dimension: the
%   complex conjugate pairs first, by increasing real part, each pair with
%   the negative imaginary part first; then the real numbers (those with
%   abs (imag (z)) / abs (z) <= TOL, made exactly real), in increasing
%   order.  TOL (default 100*eps) also bounds the mismatch
%   abs (z2 - conj (z1)) / abs (z1) of a pair.  An unpaired complex number
%   is an error.  cplxpair (Z, TOL, DIM) works along dimension DIM.
  if (nargin < 1)
    print_usage ();
  end
  if (isempty (z))
    y = zeros (size (z));
    return;
  end
  if (isa (z, 'single'))
    cls = 'single';
  else
    cls = 'double';
  end
  if (nargin < 2 || isempty (tol))
    tol = 100 * eps (cls);
  elseif (~ isscalar (tol) || tol < 0 || tol >= 1)
    error ('cplxpair: TOL must be a scalar number in the range 0 <= TOL < 1');
  end
  nd = ndims (z);
  if (nargin < 3)
    dim = find (size (z) > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  else
    dim = floor (dim);
    if (dim < 1 || dim > nd)
      error ('cplxpair: invalid dimension DIM');
    end
  end
  perm = [dim:nd, 1:dim-1];
  zp = permute (z, perm);
  sz = size (zp);
  n = sz(1);
  zp = reshape (zp, n, []);
  y = zeros (size (zp), cls);
  for j = 1:columns (zp)
    [~, order] = sort (real (zp(:, j)));
    col = zp(order, j);
    isre = abs (imag (col)) ./ (abs (col) + realmin (cls)) <= tol;
    reals = real (col(isre));
    cplx = col(~ isre);
    out = zeros (n, 1, cls);
    m = 0;
    while (~ isempty (cplx))
      if (numel (cplx) < 2)
        error ('cplxpair: could not pair all complex numbers');
      end
      [miss, k] = min (abs (cplx(2:end) - conj (cplx(1))));
      if (miss >= tol * abs (cplx(1)))
        error ('cplxpair: could not pair all complex numbers');
      end
      if (imag (cplx(1)) > 0)
        out(m + (1:2)) = [conj(cplx(1)), cplx(1)];
      else
        out(m + (1:2)) = [cplx(1), conj(cplx(1))];
      end
      m = m + 2;
      cplx([1, k + 1]) = [];
    end
    out(m+1:n) = reals;
    y(:, j) = out;
  end
  inv(perm) = 1:nd;
  y = permute (reshape (y, sz), inv);
end
