tf = ismember([1 2 5], [2 3 5])
[tf, loc] = ismember({'b', 'z'}, {'a', 'b', 'c'})
