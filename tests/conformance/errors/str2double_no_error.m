v = str2double({'1.5', 'x', '2e3'})
