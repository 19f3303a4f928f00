function z = realpow (x, y)
% REALPOW  Elementwise power X .^ Y that refuses complex results.
  if (nargin ~= 2)
    print_usage ();
  end
  z = x .^ y;
  if (iscomplex (z))
    error ('realpow: produced complex result');
  end
end
