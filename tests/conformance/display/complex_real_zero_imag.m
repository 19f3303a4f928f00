z = complex(2, 0)
