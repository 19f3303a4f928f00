format long
e = eps
