m = regexpi('ABC abc', 'abc', 'match')
