s = validatestring('app', {'apple', 'pear'})
s = validatestring('PE', {'apple', 'pear'})
s = validatestring('r', {'red', 'redder'})
try
  validatestring('x', {'apple', 'pear'})
catch err
  disp(err.message)
end
try
  validatestring('a', {'ab', 'ac'}, 'myfun', 'COLOR')
catch err
  disp(err.message)
end
