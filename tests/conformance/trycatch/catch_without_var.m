try
  error('silent');
catch
  disp('caught')
end
