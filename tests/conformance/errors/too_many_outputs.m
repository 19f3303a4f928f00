function too_many_outputs()
  [a, b] = single_out(1);
end
function y = single_out(x)
  y = x;
end
