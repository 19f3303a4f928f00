m = mean([])
