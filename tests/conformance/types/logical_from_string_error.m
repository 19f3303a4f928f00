x = logical('a')
