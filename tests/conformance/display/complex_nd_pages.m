% Each page of an N-d complex array prints as a value of its own: a page
% without imaginary parts prints as real.
a = reshape(1:8, 2, 2, 2);
y = a; y(2) = -1i; y
y = a; y(1, 2, 1) = -1i; y
z = complex(ones(1, 2, 2)); z(1, 1, 2) = 2i; z
disp(y)
