function X = autoreg_matrix (y, k)
% AUTOREG_MATRIX  Design matrix of an autoregression of order K.
%   For the vector Y of length T, X is T-by-(K+1): a column of ones, then Y
%   delayed by 1..K samples (zeros before the start).
  if (nargin ~= 2)
    print_usage ();
  end
  if (~ isvector (y))
    error ('autoreg_matrix: Y must be a vector');
  end
  T = numel (y);
  y = y(:);
  X = ones (T, k + 1);
  for j = 1:k
    X(:, j + 1) = [zeros(j, 1); y(1:T-j)];   % K > T fails here, as in Octave
  end
end
