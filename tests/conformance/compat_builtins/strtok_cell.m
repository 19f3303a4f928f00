[t, r] = strtok({'a b', '  c d', 'e'})
[t, r] = strtok({'x=1', 'y=22'}, '=')
t = strtok("key: value", ':')
