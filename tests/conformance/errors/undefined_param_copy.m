function undefined_param_copy()
  f()
end
function f(y)
  t = y; disp(3)
end
