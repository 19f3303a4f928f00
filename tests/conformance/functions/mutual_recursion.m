function mutual_recursion()
  fprintf('%d %d\n', is_even(10), is_even(7));
end
function r = is_even(n)
  if n == 0
    r = true;
  else
    r = is_odd(n - 1);
  end
end
function r = is_odd(n)
  if n == 0
    r = false;
  else
    r = is_even(n - 1);
  end
end
