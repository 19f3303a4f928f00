c = strtrim({'  a ', 'b  '})
