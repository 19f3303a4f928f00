b = ['[' blanks(3) ']']
s = isspace('a b c')
