try
  error('simple:id', 'report me');
catch err
  disp(err.stack(1).name)
end
