r = roots([1 -3 2])
