function p = polyreduce (c)
% POLYREDUCE  Drop the leading zero coefficients of a polynomial.
%   An all-zero C gives 0.
  if (nargin < 1)
    print_usage ();
  elseif (~ isvector (c) || isempty (c))
    error ('polyreduce: C must be a non-empty vector');
  end
  first = find (c ~= 0, 1);
  if (isempty (first))
    p = 0;
  else
    p = c(first:end);
  end
end
