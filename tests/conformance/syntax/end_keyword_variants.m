for k = 1:2
  if k == 1
    disp('first')
  end
end
while false
end
disp('ok')
