try
  error('pkg:thing', 'with id');
catch e
  disp(e.identifier)
  disp(e.message)
end
