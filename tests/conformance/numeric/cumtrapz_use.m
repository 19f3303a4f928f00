c = cumtrapz([1 2 3])
