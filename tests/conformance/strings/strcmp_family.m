a = strcmp('abc', 'abc')
b = strcmp('abc', 'ABC')
c = strcmpi('abc', 'ABC')
d = strcmp({'a', 'b'}, 'a')
