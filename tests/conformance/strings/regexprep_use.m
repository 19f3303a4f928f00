s = regexprep('hello world', 'o', '0')
