% A complex value assigned into a char, logical or integer array makes it complex
x = uint8([1 2]); x(2) = 2i
c = char([65 66]); c(3) = 1+1i
b = [true false]; b(1) = single(3i)
y = int16(7); y(1, :) = 2 - 1i
