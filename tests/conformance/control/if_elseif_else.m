x = 7;
if x < 5
  disp('small')
elseif x < 10
  disp('medium')
else
  disp('large')
end
