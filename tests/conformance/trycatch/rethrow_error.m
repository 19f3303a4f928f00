try
  try
    error('a:b', 'inner');
  catch e
    rethrow(e);
  end
catch e2
  fprintf('%s / %s\n', e2.identifier, e2.message);
end
