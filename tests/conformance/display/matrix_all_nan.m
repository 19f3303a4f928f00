m = NaN(2)
