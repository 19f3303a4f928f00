if [1 1 0]
  disp('all true')
else
  disp('not all true')
end
if [2 3]
  disp('nonzero')
end
