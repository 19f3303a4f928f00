function [px, py, pz] = tube_rings (sl, T, K, r, n)
% [PX, PY, PZ] = tube_rings (SL, T, K, R, N): the surface of a tube
% around the streamline SL with the frame T, K of tube_frame: column i
% is a ring of N points (the first and last coincide) at distance R(i)
% from point i, starting along K(i, :) and turning about T(i, :).
  m = rows (T);
  phi = linspace (0, 2 * pi, n);
  c = cos (phi);
  s = sin (phi);
  px = zeros (n, m);
  py = px;
  pz = px;
  for i = 1:m
    k = r(i) * K(i, :);
    b = cross (T(i, :), k);
    ring = sl(i, :).' + k.' * c + b.' * s + T(i, :).' * (dot (T(i, :), k) * (1 - c));
    px(:, i) = ring(1, :).';
    py(:, i) = ring(2, :).';
    pz(:, i) = ring(3, :).';
  end
end
