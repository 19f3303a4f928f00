function idx = subsindex (obj)
% SUBSINDEX  Convert an object to an index: a method for classes to define.
%   The default, for any class that does not overload it, is an error.
  if (nargin < 1)
    print_usage ();
  end
  error ('subsindex: not defined for class "%s"', class (obj));
end
