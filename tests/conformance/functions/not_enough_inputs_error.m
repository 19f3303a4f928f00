function not_enough_inputs_error()
  add2(1)
end
function r = add2(a, b)
  r = a + b;
end
