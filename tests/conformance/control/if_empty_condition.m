if []
  disp('empty is true')
else
  disp('empty is false')
end
