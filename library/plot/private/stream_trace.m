function C = stream_trace (F, t, p, h, maxv)
% C = stream_trace (F, T, P, H, MAXV): the streamline of the field whose
% components are F{1..D} (arrays on a grid of D dimensions, x along
% columns, y along rows), traced from P (1-by-D, in cell coordinates: the
% grid point k is at k-1) by Heun's method with unit directions (the
% average of the normalized velocities at P and at P + H*k1, so each step
% is about |H| long), for at most MAXV points.  T{d} holds 1/spacing of
% each cell along dimension d: velocities are taken to cell coordinates
% before they are normalized.  Tracing stops when a point would leave the
% grid or the velocity vanishes (or is not finite).
  D = numel (F);
  n = ones (1, D);
  sz = size (F{1});
  n(1) = sz(2);
  n(2) = sz(1);
  if (D == 3)
    n(3) = size (F{1}, 3);
  end
  C = zeros (maxv, D);
  C(1, :) = p;
  k = 1;
  if (any (n < 2))
    C = C(1, :);
    return;
  end
  while (k < maxv)
    k1 = velocity (F, t, p, n);
    if (! all (isfinite (k1)))
      break;
    end
    q = p + h * k1;
    if (any (q < 0 | q > n - 1))
      break;
    end
    k2 = velocity (F, t, q, n);
    if (! all (isfinite (k2)))
      break;
    end
    p = p + h / 2 * (k1 + k2);
    if (any (p < 0 | p > n - 1))
      break;
    end
    k = k + 1;
    C(k, :) = p;
  end
  C = C(1:k, :);
end

function k = velocity (F, t, p, n)
% The multilinear interpolant of the field at P, in cell coordinates, normalized.
  D = numel (p);
  c = min (floor (p), n - 2);   % a point on the last grid line is in the last cell
  a = p - c;
  k = zeros (1, D);
  for corner = 0:2^D - 1
    bits = bitand (corner, 2 .^ (0:D - 1)) > 0;
    w = prod (a(bits)) * prod (1 - a(! bits));
    sub = c + bits + 1;
    if (D == 2)
      lin = sub(2) + (sub(1) - 1) * n(2);
    else
      lin = sub(2) + (sub(1) - 1) * n(2) + (sub(3) - 1) * n(1) * n(2);
    end
    for d = 1:D
      k(d) = k(d) + w * F{d}(lin);
    end
  end
  for d = 1:D
    k(d) = k(d) * t{d}(c(d) + 1);
  end
  k = k / norm (k);
end
