c = char({'a', 'bcd'})
size(c)
