function evalin_assignin
x = evalin('base', 'who')
evalin('base', 'y = 3;')
z = evalin('base', 'y')
evalin('base', 'q', 'disp(''caught'')')
assignin('base', 'w', 4)
t = evalin('base', 'y + w')
try, evalin('foo', '1'), catch e, disp(e.message), end
try, assignin('base', '1x', 1), catch e, disp(e.message), end
try, assignin('base', 3, 1), catch e, disp(e.message), end
try, evalin('base', 3), catch e, disp(e.message), end
end
