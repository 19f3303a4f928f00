try
  [1 2] + [1 2 3];
catch e
  disp(e.identifier)
  disp(e.message)
end
