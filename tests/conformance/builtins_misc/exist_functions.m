disp(exist('hilb'))
disp(exist('sin'))
disp(exist('num2str'))
disp(exist('surely_no_such_function_here'))
if exist('nonzeros')
  disp(nonzeros([0 4]))
end
