try
  x = 1 + 1;
catch
  x = -1;
end
x
