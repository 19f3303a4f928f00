for c = {1, 'two'}
  disp(class(c))
end
