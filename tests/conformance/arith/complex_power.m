z = (1i)^2
w = exp(1i * pi)
