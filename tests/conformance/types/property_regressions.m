% Programs the random typed-program generator once found violating a types
% fact (tests/cli/tests/types_property.rs), shrunk; each prints what it made.
y = NaN; z = [true false];
z = y .^ z;
disp(z)
y = true; x = NaN;
y = y .^ x;
disp(y)
y = zeros(0, 1);
y(2) = 1.5;
disp(size(y))
x = int32(-7);
y = zeros(0, 1);
y(3) = x(1);
disp(size(y)); disp(class(y))
x = true;
y = [x; x];
z = x / y;
disp(z)
z = zeros(0, 3);
z = mean(z);
disp(size(z))
x = log(NaN);
disp(isreal(x))
try
  x = [];
  y = x(2);
  x = sqrt(y);
  w0 = 0;
  while w0 < 2
    w0 = w0 + 1;
    x = x(end);
  end
catch err
  disp(err.message)
end
z = ['de'; 'abc'];
disp(double(z))
y = 'abc';
z = exp(double(y));
y = mod(z, 3);
disp(y)
w = rem(exp(99), 3)
