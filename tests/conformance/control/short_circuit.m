x = [];
if isempty(x) || x(1) > 0
  disp('empty or positive')
end
y = 0;
ok = y ~= 0 && 1/y > 1
