s(3).x = 1;
size(s)
isempty(s(1).x)
