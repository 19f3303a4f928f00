c = {};
isempty(c)
iscell(c)
iscell([])
