r = max(abs([-3 2 -7]))
