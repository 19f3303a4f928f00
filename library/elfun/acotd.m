function y = acotd (x)
% ACOTD  Inverse cotangent in degrees: atand (1 ./ X).
  if (nargin < 1)
    print_usage ();
  end
  y = atand (1 ./ x);
end
