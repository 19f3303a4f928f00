s = ['abc', 'def']
