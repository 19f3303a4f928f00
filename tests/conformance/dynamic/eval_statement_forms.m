function eval_statement_forms
% eval of one expression: with no output it runs as the statement would.
x = 3;
eval('x')
eval('x;')
y = eval('x + 1')
eval('x + 2')
eval('who')
eval('disp(5)')
eval('size(ones(2,3))')
z = eval('size(ones(2,3))');
disp(z)
end
