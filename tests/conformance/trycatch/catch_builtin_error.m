try
  x = [1 2 3];
  y = x(5);
catch e
  disp(e.message)
end
