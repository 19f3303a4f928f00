function [housv, beta, zer] = housh (x, j, z)
% -- [HOUSV, BETA, ZER] = housh (X, J, Z)
%     A Householder reflection (I - BETA*HOUSV*HOUSV') that maps the
%     vector X onto a multiple of the J-th unit vector: -norm (X) * e(J)
%     when X(J) >= 0, norm (X) * e(J) otherwise (Golub and Van Loan,
%     "Matrix Computations", sec. 5.1).  X is scaled by its largest
%     magnitude first.  When the scaled norm is at most the threshold Z
%     (usually 0), no reflection is needed: BETA is 0 and ZER is 1.
%
%     See also: planerot, qr.

  if (nargin != 3)
    print_usage ();
  end
  if (! isvector (x) && ! isscalar (x))
    error ('housh: first input must be a vector');
  end
  if (! isscalar (j))
    error ('housh: second argument must be an integer scalar');
  end
  housv = x;
  m = max (abs (housv));
  if (m != 0)
    housv = housv / m;
    alpha = norm (housv);
    if (alpha > z)
      beta = 1 / (alpha * (alpha + abs (housv(j))));
      sg = sign (housv(j));
      if (sg == 0)
        sg = 1;
      end
      housv(j) = housv(j) + alpha * sg;
    else
      beta = 0;
    end
  else
    beta = 0;
  end
  zer = (beta == 0);
end
