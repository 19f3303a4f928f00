s = ["abc", 'def']
