s = strcat('file', '_', 'name')
t = strcat('a ', 'b')
