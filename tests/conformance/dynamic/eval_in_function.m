function eval_in_function()
  eval('z = 5;');
  disp(z * 2)
end
