function cs_list_multi_assign_fn
  c = cell(1, 2);
  [c{:}] = two();
  disp(c)
  f = @two;
  e = cell(1, 2);
  [e{1:2}] = f();
  disp(e)
  [c{1:2}] = deal(1);
end
function [a, b] = two()
  a = 'first';
  b = 'second';
end
