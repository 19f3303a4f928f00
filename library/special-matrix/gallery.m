function varargout = gallery (name, varargin)
% -- A = gallery (NAME, ARGS...)
%     A test matrix of the family NAME, from N. J. Higham, "The Test Matrix
%     Toolbox for MATLAB", Numerical Analysis Report 276, University of
%     Manchester, 1995. matc has these families:
%
%     cauchy (X, Y)      1 ./ (X(i) + Y(j)); X = 1:X for a scalar
%     circul (V)         the circulant with first row V (1:V for a scalar)
%     clement (N)        tridiagonal, zero diagonal, 1:N-1 above, N-1:-1:1 below
%     fiedler (C)        abs (C(i) - C(j)); C = 1:C for a scalar
%     frank (N)          N+1-max(i,j) on and above the first subdiagonal
%     gcdmat (N)         gcd (i, j)
%     jordbloc (N, L)    a Jordan block of eigenvalue L (default 1)
%     kms (N, RHO)       RHO^abs(i-j) (default RHO 0.5)
%     lehmer (N)         min (i,j) / max (i,j)
%     lotkin (N)         hilb (N) with a first row of ones
%     minij (N)          min (i, j)
%     moler (N, ALPHA)   triw (N, ALPHA)' * triw (N, ALPHA) (default ALPHA -1)
%     parter (N)         1 / (i - j + 0.5)
%     pei (N, ALPHA)     ALPHA * eye (N) + ones (N) (default ALPHA 1)
%     redheff (N)        true where j is 1 or i divides j (logical)
%     ris (N)            0.5 / (N - i - j + 1.5)
%     tridiag (N, C, D, E)  sparse tridiagonal, C below, D on, E above
%                        (default -1, 2, -1); or vectors X, Y, Z
%     triw (N, ALPHA, K) unit upper triangular, ALPHA on the K superdiagonals
%
%     Any other family is an error.

  if (nargin < 1)
    print_usage ();
  end
  if (! ischar (name))
    error ("gallery: NAME must be a string");
  end
  args = varargin;
  switch (lower (name))
    case "cauchy"
      x = vec_arg (name, args, 1);
      if (numel (args) > 1)
        y = vec_arg (name, args, 2);
        if (numel (x) != numel (y))
          error ("gallery: X and Y must be vectors of same length for cauchy matrix");
        end
      else
        y = x;
      end
      A = 1 ./ (x(:) + y(:).');
    case "circul"
      v = vec_arg (name, args, 1);
      n = numel (v);
      A = zeros (n);
      for i = 1:n
        A(i, :) = circshift (v(:).', i - 1);
      end
    case "clement"
      n = n_arg (name, args);
      A = diag (1:n-1, 1) + diag (n-1:-1:1, -1);
    case "fiedler"
      c = vec_arg (name, args, 1);
      A = abs (c(:) - c(:).');
    case "frank"
      n = n_arg (name, args);
      [j, i] = meshgrid (1:n);
      A = (n + 1 - max (i, j)) .* (j >= i - 1);
    case "gcdmat"
      n = n_arg (name, args);
      [j, i] = meshgrid (1:n);
      A = gcd (i, j);
    case "jordbloc"
      n = n_arg (name, args);
      lambda = opt (args, 2, 1);
      A = lambda * eye (n) + diag (ones (n-1, 1), 1);
    case "kms"
      n = n_arg (name, args);
      rho = opt (args, 2, 0.5);
      [j, i] = meshgrid (1:n);
      A = rho .^ abs (i - j);
    case "lehmer"
      n = n_arg (name, args);
      [j, i] = meshgrid (1:n);
      A = min (i, j) ./ max (i, j);
    case "lotkin"
      n = n_arg (name, args);
      A = hilb (n);
      A(1, :) = 1;
    case "minij"
      n = n_arg (name, args);
      [j, i] = meshgrid (1:n);
      A = min (i, j);
    case "moler"
      n = n_arg (name, args);
      U = gallery ("triw", n, opt (args, 2, -1));
      A = U' * U;
    case "parter"
      n = n_arg (name, args);
      [j, i] = meshgrid (1:n);
      A = 1 ./ (i - j + 0.5);
    case "pei"
      n = n_arg (name, args);
      A = opt (args, 2, 1) * eye (n) + ones (n);
    case "poisson"
      % The 5-point Laplacian on an n-by-n grid: kron of the 1-D one.
      n = n_arg (name, args);
      T = gallery ("tridiag", n);
      A = kron (T, speye (n)) + kron (speye (n), T);
    case "neumann"
      % The singular 5-point Laplacian with Neumann boundaries on an
      % m-by-m grid, n = m^2: each boundary row's neighbour counts twice.
      n = n_arg (name, args);
      m = sqrt (n);
      if (m != fix (m))
        error ("gallery: N must be a perfect square for neumann matrix");
      end
      T = gallery ("tridiag", m);
      if (m > 1)
        T(1,2) = -2;
        T(m,m-1) = -2;
      end
      A = kron (T, speye (m)) + kron (speye (m), T);
    case "redheff"
      n = n_arg (name, args);
      [j, i] = meshgrid (1:n);
      A = (j == 1 | mod (j, i) == 0);
    case "ris"
      n = n_arg (name, args);
      [j, i] = meshgrid (1:n);
      A = 0.5 ./ (n - i - j + 1.5);
    case "tridiag"
      if (numel (args) == 3)
        [c, d, e] = args{:};
        n = numel (d);
      else
        n = n_arg (name, args);
        if (numel (args) == 4)
          [c, d, e] = args{2:4};
        else
          c = -1; d = 2; e = -1;
        end
        c = c * ones (n-1, 1);
        d = d * ones (n, 1);
        e = e * ones (n-1, 1);
      end
      A = sparse ([2:n, 1:n, 1:n-1], [1:n-1, 1:n, 2:n], [c(:); d(:); e(:)], n, n);
    case "triw"
      n = n_arg (name, args);
      alpha = opt (args, 2, -1);
      k = opt (args, 3, n - 1);
      A = tril (triu (alpha * ones (n), 1), k) + eye (n);
    otherwise
      error ("gallery: unknown matrix with NAME %s", name);
  end
  varargout{1} = A;
end

function n = n_arg (name, args)
  if (isempty (args))
    error ("gallery: 1 argument is required for %s matrix", name);
  end
  n = args{1};
  if (! isnumeric (n) || ! isscalar (n) || n != fix (n))
    error ("gallery: N must be an integer for %s matrix", name);
  end
end

function v = vec_arg (name, args, k)
  if (numel (args) < k)
    error ("gallery: 1 argument is required for %s matrix", name);
  end
  v = args{k};
  if (isscalar (v))
    v = 1:v;
  end
end

function v = opt (args, k, default)
  if (numel (args) >= k)
    v = args{k};
  else
    v = default;
  end
end
