function h = hadamard (n)
% HADAMARD  Normalized Hadamard matrix of order N.
%   For N = 2^k * p with p = 1, 12 or 20: kron (H2k, Hp), H2k Sylvester's
%   matrix (the k-fold kron of [1 1; 1 -1]) and Hp from Paley's
%   construction with the quadratic residues modulo p-1 (Paley, 1933):
%   H12 has the core -chi(j-i) (chi(0) = 1), H20 the core chi(i+j)
%   (chi(0) = -1), chi the quadratic character; first row and column
%   ones.  H * H' = N * eye (N).
%   p = 28 comes from Paley's construction over the field GF(27); it is a
%   Hadamard matrix, but not the one of Octave's table (which is
%   equivalent up to signs and permutations).
  if (nargin < 1)
    print_usage ();
  end
  k = 0;
  while (n > 1 && fix (n / 2) == n / 2)
    k = k + 1;
    n = n / 2;
  end
  switch (n)
    case 1
      h = 1;
    case 3
      h = paley (11);
      k = k - 2;
    case 5
      h = paley (19);
      k = k - 2;
    case 7
      h = paley27 ();
      k = k - 2;
    otherwise
      error ('hadamard: N must be 2^k*p, for p = 1, 12, 20 or 28');
  end
  if (k < 0)
    error ('hadamard: N must be 2^k*p, for p = 1, 12, 20 or 28');
  end
  for i = 1:k
    h = kron ([1, 1; 1, -1], h);
  end
end

function h = paley (q)
  % Order q+1 from the quadratic character modulo the prime q.
  chi = -ones (1, q);
  chi(mod ((1:q-1) .^ 2, q) + 1) = 1;
  [i, j] = ndgrid (1:q, 1:q);
  if (q == 11)
    chi(1) = 1;
    core = -chi(mod (j - i, q) + 1);
  else
    chi(1) = -1;
    core = chi(mod (i + j, q) + 1);
  end
  h = ones (q + 1);
  h(2:end, 2:end) = core;
end

function h = paley27 ()
  % Paley's construction over GF(27) = GF(3)[t] / (t^3 - t - 1): element
  % a0 + a1 t + a2 t^2 is numbered 1 + a0 + 3 a1 + 9 a2.
  q = 27;
  n = 0:q-1;
  digits = [mod(n, 3); mod(fix(n / 3), 3); fix(n / 9)];
  square = false (1, q);
  for e = 2:q
    square(gf_index (gf_mul (digits(:, e), digits(:, e)))) = true;
  end
  chi = -ones (1, q);
  chi(square) = 1;
  chi(1) = 0;
  Q = zeros (q);
  for i = 1:q
    for j = 1:q
      Q(i, j) = chi(gf_index (mod (digits(:, j) - digits(:, i), 3)));
    end
  end
  h = [0, ones(1, q); -ones(q, 1), Q] + eye (q + 1);
  h = h .* h(:, 1);     % normalize: first column, then first row, all ones
  h = h .* h(1, :);
end

function c = gf_mul (a, b)
  % product of polynomials over GF(3), reduced with t^3 = t + 1
  p = mod (conv (a(:)', b(:)'), 3);      % degrees 0..4
  p(2) = p(2) + p(4);  p(1) = p(1) + p(4);       % t^3 -> t + 1
  p(3) = p(3) + p(5);  p(2) = p(2) + p(5);       % t^4 -> t^2 + t
  c = mod (p(1:3)', 3);
end

function k = gf_index (a)
  k = 1 + a(1) + 3 * a(2) + 9 * a(3);
end
