function [R1, err] = cholupdate (R, x, op)
% -- [R1, ERR] = cholupdate (R, X, OP)
%     The Cholesky factor R1 of R' * R + X * X' (OP "+", the default) or
%     of R' * R - X * X' (OP "-"), for an upper triangular R and a column
%     X, by plane rotations (LINPACK's DCHUD and DCHDD, Dongarra et al.,
%     "LINPACK Users' Guide", 1979, ch. 10).
%
%     ERR is 0 on success, 1 when the downdated matrix is not positive
%     definite and 2 when R is singular; R1 is then R.  Without ERR those
%     cases are errors.
%
%     See also: chol, qrupdate.

  if (nargin < 2)
    print_usage ();
  end
  if (nargin < 3)
    op = '+';
  end
  n = rows (R);
  if (! issquare (R) || numel (x) != n || ! iscolumn (x))
    error ('cholupdate: dimension mismatch between R and U');
  end
  if (! any (strcmp (op, {'+', '-'})))
    error ('cholupdate: OP must be "+" or "-"');
  end
  R1 = R;
  err = 0;
  if (any (diag (R) == 0))
    err = 2;
  elseif (op == '+')
    for k = 1:n
      r = hypot (R1(k, k), x(k));
      c = r / R1(k, k);
      s = x(k) / R1(k, k);
      R1(k, k) = r;
      if (k < n)
        R1(k, k+1:n) = (R1(k, k+1:n) + s * x(k+1:n).') / c;
        x(k+1:n) = c * x(k+1:n) - s * R1(k, k+1:n).';
      end
    end
  else
    % The rotations that turn [p; alpha] into [0; 1], p = R' \ x.
    p = R' \ x;
    alpha = 1 - sumsq (p);
    if (alpha <= 0)
      err = 1;
    else
      alpha = sqrt (alpha);
      c = zeros (n, 1);
      s = zeros (n, 1);
      for k = n:-1:1
        scale = alpha + abs (p(k));
        a = alpha / scale;
        b = p(k) / scale;
        nrm = sqrt (a ^ 2 + b ^ 2);
        c(k) = a / nrm;
        s(k) = b / nrm;
        alpha = scale * nrm;
      end
      for j = 1:n
        carry = 0;
        for k = j:-1:1
          t = c(k) * carry + s(k) * R1(k, j);
          R1(k, j) = c(k) * R1(k, j) - s(k) * carry;
          carry = t;
        end
      end
    end
  end
  if (err != 0)
    R1 = R;
    if (nargout < 2)
      if (err == 1)
        error ('cholupdate: downdate violates positiveness');
      end
      error ('cholupdate: singular matrix');
    end
  end
end
