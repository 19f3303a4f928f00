d = isstrprop('a1b2', 'digit')
l = isstrprop('a1B2', 'alpha')
