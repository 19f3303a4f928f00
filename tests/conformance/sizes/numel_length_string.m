s = 'hello';
numel(s)
length(s)
size(s)
