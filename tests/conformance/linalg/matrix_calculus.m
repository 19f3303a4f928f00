% vech commutation_matrix duplication_matrix vecnorm
v = vech ([1 2 3; 4 5 6; 7 8 9])
K = commutation_matrix (2, 3)
A = [1 2 3; 4 5 6]; isequal (K * A(:), reshape (A', [], 1))
K = commutation_matrix (2)
D = duplication_matrix (3);
size (D), S = [1 2 3; 2 4 5; 3 5 6]; isequal (D * vech (S), S(:))
try, vech (ones (2, 3)), catch err, disp (err.message), end
try, commutation_matrix (0), catch err, disp (err.message), end
try, commutation_matrix (2, 1.5), catch err, disp (err.message), end
try, duplication_matrix (-1), catch err, disp (err.message), end
n = vecnorm ([1 2; 3 4]), n = vecnorm ([1 2; 3 4], 1, 2), n = vecnorm ([1 -2 3], Inf)
n = vecnorm ([1 2 3], 3), n = vecnorm ([3 4i]), n = vecnorm (ones (2, 2, 2), 2, 3)
try, vecnorm ('a'), catch err, disp (err.message), end
try, vecnorm (1, -1), catch err, disp (err.message), end
try, vecnorm (1, 2, 0), catch err, disp (err.message), end
