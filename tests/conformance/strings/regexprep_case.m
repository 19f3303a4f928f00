s = regexprep('Hello World', '(\w)(\w*)', '$2$1')
