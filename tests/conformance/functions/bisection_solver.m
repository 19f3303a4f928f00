function bisection_solver()
  f = @(x) x^3 - x - 2;
  r = bisect(f, 1, 2, 1e-10);
  fprintf('%.8f\n', r);
end
function m = bisect(f, a, b, tol)
  while b - a > tol
    m = (a + b) / 2;
    if sign(f(m)) == sign(f(a))
      a = m;
    else
      b = m;
    end
  end
  m = (a + b) / 2;
end
