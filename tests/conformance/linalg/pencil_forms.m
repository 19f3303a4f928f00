% qzhess ordeig
[aa, bb, q, z] = qzhess ([1, 2; 3, 4], [5, 6; 7, 8])
a = [1 2 1 3; 2 5 3 2; 5 5 1 0; 4 0 3 2];
b = [0 4 2 1; 2 3 1 1; 1 0 2 1; 2 5 3 2];
[aa, bb, q, z] = qzhess (a, b);
aa, bb, norm (q*a*z - aa) < 1e-12, norm (q*b*z - bb) < 1e-12
try, qzhess (ones (2), ones (3)), catch err, disp (err.message), end
lambda = ordeig ([1 2 3; 0 4 5; 0 0 6])
lambda = ordeig ([1 2 3; 0 4 -5; 0 1 6])
lambda = ordeig ([6], [2])
lambda = ordeig ([1 2; 0 3], [2 1; 0 4])
try, ordeig (magic (3)), catch err, disp (err.message), end
try, ordeig ([1 0; i 1]), catch err, disp (err.message), end
try, ordeig (triu (magic (3)), magic (3)), catch err, disp (err.message), end
try, ordeig (1, ones (2)), catch err, disp (err.message), end
try, ordeig ([1 2 3]), catch err, disp (err.message), end
