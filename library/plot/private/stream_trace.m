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
  sz = size (F{1});
  n = [sz(2), sz(1)];
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
  % The field as one column a component, the offsets of a cell's corners
  % from its first (x, then y, then z: the weights' order) and the cell
  % scales padded into one matrix (scale(d, c) at d + (c-1)*D).
  G = zeros (numel (F{1}), D);
  for d = 1:D
    G(:, d) = F{d}(:);
  end
  off = [0, n(2), 1, n(2) + 1];
  stride = [n(2), 1];
  if (D == 3)
    off = [off, off + n(1) * n(2)];
    stride(3) = n(1) * n(2);
  end
  scale = zeros (D, max (n));
  for d = 1:D
    scale(d, 1:numel (t{d})) = t{d};
  end
  while (k < maxv)
    k1 = velocity (G, scale, p, n, off, stride);
    if (! all (isfinite (k1)))
      break;
    end
    q = p + h * k1;
    if (any (q < 0 | q > n - 1))
      break;
    end
    k2 = velocity (G, scale, q, n, off, stride);
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

function v = velocity (G, scale, p, n, off, stride)
% The multilinear interpolant of the field at P, in cell coordinates, normalized.
  D = numel (p);
  c = min (floor (p), n - 2);   % a point on the last grid line is in the last cell
  a = p - c;
  w = [(1 - a(1)) * (1 - a(2)), a(1) * (1 - a(2)), (1 - a(1)) * a(2), a(1) * a(2)];
  if (D == 3)
    w = [w * (1 - a(3)), w * a(3)];
  end
  v = (w * G(1 + c * stride.' + off, :)) .* scale((1:D) + c * D);
  v = v / norm (v);
end
