c = 'a' + 1
d = 'hello' - 'a'
