try
  error('x:y', 'boom');
catch err
  disp(class(err))
end
