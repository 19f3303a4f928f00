a = nthroot(-27, 3)
b = nthroot(16, 4)
