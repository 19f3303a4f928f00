z = exp(1i * pi / 2)
