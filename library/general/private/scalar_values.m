function g = scalar_values (f)
% F called at one point, as QUADPACK calls it; its value must be a real
% scalar.
  g = @(x) one_value (f, x);
end

function y = one_value (f, x)
  y = f (x);
  if (! isscalar (y))
    error ('quad: evaluation of user-supplied function failed');
  end
  y = double (y);
end
