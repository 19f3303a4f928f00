function fibonacci_recursive()
  f = zeros(1, 10);
  for n = 1:10
    f(n) = fib(n);
  end
  disp(f)
end
function r = fib(n)
  if n <= 2
    r = 1;
  else
    r = fib(n - 1) + fib(n - 2);
  end
end
