a = iscellstr({'a', 'bc'})
b = iscellstr({'a', 1})
