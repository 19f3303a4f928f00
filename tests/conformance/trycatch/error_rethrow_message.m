try
  try
    x = ones(2) * ones(3);
  catch inner
    error('wrap:err', 'wrapped: %s', inner.message);
  end
catch outer
  disp(outer.identifier)
  disp(outer.message)
end
