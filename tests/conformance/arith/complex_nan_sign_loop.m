% Shrunk by jit_diff (seed 4242, program 2334): the sign of a NaN that
% complex products make in a loop. The interpreter prints NaN - NaNi where
% Octave and the native tier print NaN + NaNi.
function complex_nan_sign_loop()
n = 2; A = reshape(1:12, 3, 4) / 7; B = zeros(1, 5); s = 1; t = 1; u = 0; i = 1; j = 1; k = 0; C = []; z = -1i; w = 2; V = (1:4)' / 3; W = [2; -1; 0.5; 4]; R = [1 -2 3 0.5]; X = [];
for i = 1:3
u = (i) ^ 2;
for i = 1:2:n
z = ((mod(i, Inf) - 0 / A(i)) * ((-0.25 + 1i) - 1i * imag(w))) * (-(w) - t / B(i) - 1i * imag((2 - 0.5i)));
t = A(i);
u = mod(B(i), 3);
end
for i = n:-1:1
A(1, 3) = j;
u = B(i);
A(j, 3) = NaN;
t = t + A(3, i);
end
w = h_cplx(z);
end
disp(z); disp(w);
end
function r = h_cplx(z)
  r = z * z + 1i;
end
