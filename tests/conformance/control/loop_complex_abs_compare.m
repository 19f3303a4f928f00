function loop_complex_abs_compare()
% abs of a complex scalar compared in a compiled loop: decided from the
% sum of squares away from the bound, by the hypotenuse near it, with
% NaN, Inf, huge and tiny parts, negative, zero and tiny bounds.
zs = [1.2 + 1.6i, 1.2 + 1.6000000000000001i, 3 + 4i, 0.6 + 0.8i, ...
      NaN + 1i, Inf + 1i, 1 - Inf * 1i, 1e200 + 1e200i, ...
      1e-200 + 1e-200i, 2i, 1.4142135623730951 + 1.4142135623730951i, ...
      1e-160 + 1e-160i];
ys = [2, 5, 1, -1, 0, 1e-300, 1e300, Inf, NaN, 2.0000000000000004, ...
      1.9999999999999998, 1.4142135623730951e-160, 2e-160];
for p = 1:numel(zs)
  r = zeros(1, numel(ys));
  for q = 1:numel(ys)
    r(q) = flags(zs(p), ys(q));
  end
  disp(r)
end
k = 0;
z = 0.25 + 0.5i;
c = z;
while abs(z) < 2 && k < 50
  z = z * z + c;
  k = k + 1;
end
disp(k)
end

function r = flags(z, y)
% Each compare of its own abs, in its own block.
r = 0;
for k = 1:1
  if abs(z) < y
    r = r + 1;
  end
  if abs(z) <= y
    r = r + 2;
  end
  if abs(z) > y
    r = r + 4;
  end
  if abs(z) >= y
    r = r + 8;
  end
  if y < abs(z)
    r = r + 16;
  end
  if y >= abs(z)
    r = r + 32;
  end
end
end
