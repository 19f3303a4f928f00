function feval_local_by_name()
  disp(feval('triple', 4))
end
function y = triple(x)
  y = 3 * x;
end
