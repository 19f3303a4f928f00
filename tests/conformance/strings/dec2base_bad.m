dec2base(1.5, 2)
