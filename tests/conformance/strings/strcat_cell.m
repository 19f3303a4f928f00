c = strcat({'a', 'b'}, '_x')
