function evalin_caller
k = 1;
eval('k = k + 1;');
bump();
disp(k)
disp(fetch())
disp(m)
end
function bump
evalin('caller', 'k = k * 10;');
assignin('caller', 'm', 7);
end
function v = fetch
v = evalin('caller', 'k + 1');
end
