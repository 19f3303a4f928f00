% normest normest1 condest condeig logm
[n, it] = normest (magic (4))
n = normest ([1 2; 3 4])
[n, v, w, it] = normest1 (magic (4))
A = [1 -2 3 0 1; 4 5 -6 1 0; 7 8 10 2 3; 1 1 1 1 1; 0 3 -1 2 9];
c = condest (A), c1 = cond (A, 1)
[c, v] = condest (A); abs (norm (A*v, 1) - norm (A, 1) * norm (v, 1) / c) < 1e-12
c = condest (magic (3))
try, condest (ones (2, 3)), catch err, disp (err.message), end
try, normest ({1}), catch err, disp (err.message), end
c = condeig ([1 2; 3 4])
[v, l, c] = condeig ([1 2 3; 4 5 6; 7 8 10])
try, condeig (ones (2, 3)), catch err, disp (err.message), end
s = logm ([1 2; 0 3])
s = logm ([2 1; 1 2])
s = logm (expm ([0.1 0.2 0.3; 0 0.4 0.5; 0.1 0 0.2])); norm (s - [0.1 0.2 0.3; 0 0.4 0.5; 0.1 0 0.2]) < 1e-12
s = logm ([1 1; 0 1])
s = logm (5)
try, logm (ones (2, 3)), catch err, disp (err.message), end
