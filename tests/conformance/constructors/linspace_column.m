x = linspace(0, 1, 4)'
