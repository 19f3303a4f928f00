a = log(0)
b = log(-1)
