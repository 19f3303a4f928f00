s = ['[' strtrim('   padded  ') ']']
