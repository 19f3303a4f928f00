a = strncmp('hello', 'help', 3)
b = strncmpi('HELlo', 'help', 3)
