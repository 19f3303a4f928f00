% A diagonal matrix scaled by NaN or Inf keeps exact zeros, and a product of
% real diagonal matrices stays real (found by types_property, seeds 777 and 31337).
x = NaN; z = eye(2);
y = z / x
x = eye(2); y = -Inf;
y = x * y;
y = x * y
isreal(y)
