function narginchk_error()
  f(1)
end
function f(a, b)
  narginchk(2, 2);
end
