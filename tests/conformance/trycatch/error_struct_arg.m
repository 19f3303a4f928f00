try
  s.message = 'from a struct';
  s.identifier = 'demo:structErr';
  error(s);
catch err
  disp(err.identifier)
  disp(err.message)
end
