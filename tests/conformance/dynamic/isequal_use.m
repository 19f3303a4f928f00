isequal([1 2 3], [1 2 3])
isequal('abc', 'abc', 'abc')
isequal(struct('a', 1), struct('a', 2))
