z = 3 - 4i;
re = real(z)
im = imag(z)
m = abs(z)
ang = angle(z)
cj = conj(z)
