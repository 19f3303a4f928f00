% Loops that call user functions (the native tier inlines them): several
% outputs, nargin/nargout, complex results, loops in the callee, a callee
% reading out of bounds or raising an error (caught: its message), an
% output left undefined, recursion.
function loop_calls()
  A = reshape(1:6, 2, 3) / 4;
  printf('%.15g\n', outputs(6));
  [n, z] = escapes(0.25 + 0.5i, 5);
  disp(n); disp(z);
  for last = [6 8]
    try
      printf('%.15g\n', elems(A, last));
    catch err
      disp(err.message);
    end
  end
  for last = [4 9]
    try
      printf('%.15g\n', checks(last));
    catch err
      disp(err.message);
    end
  end
  for first = [2 -1]
    try
      printf('%.15g\n', maybes(first));
    catch err
      disp(err.message);
    end
  end
  printf('%.15g\n', facts(6));
  disp(roots(1)); disp(roots(3));
end

function s = outputs(m)
  s = 0;
  for k = 1:m
    s = s + poly(k, 0.5) + nout(k);
    [p, q] = two(k);
    s = s + p * q;
  end
end

function [n, z] = escapes(z, m)
  n = zeros(1, m);
  for k = 1:m
    n(k) = escape(z * k * 0.3, 50);
    z = sq(z);
  end
end

function t = elems(A, last)
  t = 0;
  for k = 1:last
    t = t + elem(A, k);
  end
end

function t = checks(last)
  t = 0;
  for k = 1:last
    t = t + checked(k);
  end
end

function t = maybes(first)
  t = 0;
  for k = first:-1:-3
    t = t + maybe(k);
  end
end

function r = facts(m)
  r = 0;
  for k = 1:m
    r = r + fact(k);
  end
end

function w = roots(d)
  w = 0;
  for k = 1:4
    w = w + rootof(k - d) * 2;
  end
end

function r = poly(x, y)
  r = x * y + 1;
end

function r = nout(x)
  r = x * nargout + nargin;
end

function [a, b] = two(x)
  a = x + 1;
  b = x / 2;
end

function k = escape(c, m)
  x = c;
  k = 0;
  while abs(x) < 2 && k < m
    x = x * x + c;
    k = k + 1;
  end
end

function z = sq(z)
  z = z * z + 0.1i;
end

function r = elem(A, k)
  r = A(k) * 2;
end

function r = checked(x)
  if x > 5
    error('checked: %g is too big', x);
  end
  r = x ^ 0.5;
end

function r = maybe(x)
  if x > 0
    r = x;
  end
end

function r = fact(n)
  if n <= 1
    r = 1;
  else
    r = n * fact(n - 1);
  end
end

function r = rootof(x)
  r = sqrt(x);
end
