try
  try
    error('first');
  catch
    error('second');
  end
catch e
  disp(e.message)
end
