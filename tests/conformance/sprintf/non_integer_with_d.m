s = sprintf('%d', 2.5)
