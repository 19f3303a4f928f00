x = ifft([4 0 0 0])
z = ifft([1 1i -1 -1i])
