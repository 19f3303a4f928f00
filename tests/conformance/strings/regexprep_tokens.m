s = regexprep('John Smith', '(\w+) (\w+)', '$2, $1')
