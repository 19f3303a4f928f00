try
  error('custom failure');
catch err
  disp(err.message)
end
