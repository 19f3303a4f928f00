try
  error('remember me');
catch
end
msg = lasterr()
