function handle_as_argument()
  disp(apply_twice(@(x) x^2, 3))
end
function r = apply_twice(f, x)
  r = f(f(x));
end
