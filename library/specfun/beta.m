function y = beta (a, b)
% BETA  The Beta function, B (A, B) = gamma (A) gamma (B) / gamma (A + B).
%   Computed as exp (gammaln (A) + gammaln (B) - gammaln (A + B)) for real
%   A and B of the same size (or scalars).
  if (nargin ~= 2)
    print_usage ();
  end
  if (~ isreal (a) || ~ isreal (b))
    error ('beta: A and B must be real');
  elseif (~ isequal (size (a), size (b)) && numel (a) ~= 1 && numel (b) ~= 1)
    error ('beta: A and B must have consistent sizes');
  end
  y = real (exp (gammaln (a) + gammaln (b) - gammaln (a + b)));
end
