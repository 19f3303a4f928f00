function recursion_factorial()
  disp(fact(10))
end
function r = fact(n)
  if n <= 1
    r = 1;
  else
    r = n * fact(n - 1);
  end
end
