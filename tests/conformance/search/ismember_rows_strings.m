tf = ismember('b', {'a', 'b'})
tf2 = ismember(3, [1 2])
