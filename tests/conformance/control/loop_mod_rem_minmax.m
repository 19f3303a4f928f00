% mod, rem, two-argument min/max and array extents inside loops: negative
% operands, zero divisors, NaN and Inf, non-integer divisors.
function loop_mod_rem_minmax()
  A = reshape(1:6, 2, 3);
  xs = [-7 -2.5 0 3 7.5 NaN Inf -Inf];
  ys = [3 -3 0 0.1 -0.5 NaN];
  for i = 1:numel(xs)
    for j = 1:numel(ys)
      x = xs(i); y = ys(j);
      printf('%g %g: mod=%g rem=%g min=%g max=%g\n', x, y, mod(x, y), rem(x, y), min(x, y), max(x, y));
    end
  end
  t = 0;
  for i = 1:size(A, 1)
    for j = 1:size(A, 2)
      t = t + A(i, j) * mod(i + j, 2) + size(A, 3) + length(A) / numel(A);
    end
  end
  printf('%.12g\n', t);
  m = -Inf;
  for i = 1:numel(A)
    m = max(m, mod(-A(i), 4));
  end
  disp(m)
  v = 0.1;
  for i = 1:10
    v = rem(v * 3.7, 1.3) + min(-0, 0);
  end
  printf('%.15g\n', v);
end
