m = magic(4)
