for k = []
  disp('never')
end
disp('done')
