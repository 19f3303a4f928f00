function h = hadamard (n)
% HADAMARD  Normalized Hadamard matrix of order N.
%   For N = 2^k * p with p = 1, 12 or 20: kron (H2k, Hp), H2k Sylvester's
%   matrix (the k-fold kron of [1 1; 1 -1]) and Hp from Paley's
%   construction with the quadratic residues modulo p-1 (Paley, 1933):
%   H12 has the core -chi(j-i) (chi(0) = 1), H20 the core chi(i+j)
%   (chi(0) = -1), chi the quadratic character; first row and column
%   ones.  H * H' = N * eye (N).
%   Octave also builds p = 28 (from a table); matc does not yet.
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
      error ('hadamard: N = 2^k*28 is not implemented in matc');
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
