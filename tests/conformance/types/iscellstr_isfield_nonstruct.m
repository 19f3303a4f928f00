isfield(5, 'a')
iscellstr('abc')
iscellstr({})
