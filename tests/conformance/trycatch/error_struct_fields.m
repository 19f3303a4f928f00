try
  error('a:b', 'msg');
catch err
  isempty(err.stack)
  fieldnames(err)
end
