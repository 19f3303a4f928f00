A = [1 2; 3 4];
[Q, R] = qr(A);
disp(round(abs(Q * R - A) * 1e10))
fprintf('%.4f\n', abs(R(1, 1)));
