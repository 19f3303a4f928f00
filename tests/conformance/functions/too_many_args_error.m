function too_many_args_error()
  r = one_arg(1, 2);
end
function y = one_arg(x)
  y = x;
end
