[s, e] = regexp('hello world', 'o')
