function [count, value] = runlength (x)
% RUNLENGTH  Lengths of the runs of equal values of a vector.
%   COUNT = runlength (X) is a row vector of the lengths of the runs of
%   equal consecutive elements of X; [COUNT, VALUE] = runlength (X) also
%   gives each run's value.
  if (nargin < 1)
    print_usage ();
  end
  if (~ (isnumeric (x) || islogical (x)) || ~ isvector (x))
    error ('runlength: X must be a numeric vector');
  end
  x = x(:).';
  last = [find(x(1:end-1) ~= x(2:end)), numel(x)];
  count = diff ([0, last]);
  if (nargout > 1)
    value = x(last);
  end
end
