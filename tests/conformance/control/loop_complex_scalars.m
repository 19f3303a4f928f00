% Complex scalars carried by loops: escape-time iteration, parts that
% become real and complex again, abs/real/imag, products with Inf and NaN.
function loop_complex_scalars()
  c = -0.75 + 0.1i;
  x = c;
  k = 0;
  while abs(x) < 2 & k < 50
    x = x * x + c;
    k = k + 1;
  end
  printf('%d %.12g %.12g\n', k, real(x), imag(x));
  z = 1 + 2i;
  for j = 1:4
    z = z - 1i * imag(z);
    printf('%d %d %g\n', j, isreal(z), abs(z));
    z = z * (2 - 1i) + j;
  end
  disp(z)
  w = 3;
  for j = 1:3
    w = w * 1i;
    disp(w)
  end
  q = 1 + 1i;
  for j = 1:3
    q = q * Inf;
  end
  disp(q)
  r = complex(2, 0);
  for j = 1:2
    r = r + 0;
  end
  disp(isreal(r))
  s = 0;
  for j = 1:5
    s = s + abs(-j + 0.5i) + real(c) * imag(c);
  end
  printf('%.12g\n', s);
  % exp of values that may be complex: overflow of a real one, infinite parts.
  e = 0;
  for x = [1, 710, -Inf]
    e = e + exp(x + 0 * 1i);
  end
  disp(e)
  e = 0;
  for x = 1:3
    e = e + exp(1i * x) + exp(-Inf + 1i * x);
  end
  disp(e)
  g = 0.5i;
  for j = 1:3
    g = exp(g) * (-1)^j;
  end
  printf('%.12g %.12g\n', real(g), imag(g));
end
