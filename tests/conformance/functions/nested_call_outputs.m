function nested_call_outputs()
  [s, p] = stats([1 2 3 4]);
  fprintf('%g %g\n', s, p);
end
function [s, p] = stats(v)
  s = sum(v);
  p = prod(v);
end
