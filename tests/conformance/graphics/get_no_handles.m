x = get([], 'value')
y = get(zeros(1, 0), 'value')
if get([], 'value'), disp('true'), else, disp('false'), end
