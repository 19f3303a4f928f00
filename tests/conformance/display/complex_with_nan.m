z = complex(NaN, 1)
