% A negative base with an Inf or NaN exponent makes the power complex, as
% a fractional exponent does; power() is the operator.
x = (-2)^Inf
x = power(-2, Inf)
x = (power(-2, Inf))'
x = (-2) .^ NaN
x = [-2 2] .^ Inf
x = (-0.5) .^ [Inf 2]
x = 2 .^ [NaN Inf]
x = (-Inf) .^ NaN(2)
try
  x = {1} - (-Inf) .^ NaN(3)
catch err
  disp(err.message)
end
