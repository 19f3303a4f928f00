for v = [1; 2; 3]
  disp(size(v))
end
