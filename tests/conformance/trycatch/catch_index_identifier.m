try
  v = 1:3;
  v(7)
catch e
  disp(e.identifier)
end
