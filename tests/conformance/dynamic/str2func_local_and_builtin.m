f = str2func('max');
f([1 7 3])
