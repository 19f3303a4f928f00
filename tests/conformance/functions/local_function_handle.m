function local_function_handle()
  h = @double_it;
  disp(h(21))
  disp(arrayfun(@double_it, [1 2 3]))
end
function y = double_it(x)
  y = 2 * x;
end
