a = strcmp('abc', 'abcd')
b = isequal('abc', 'abc')
