% The last bits of least squares, a singular solve and a scalar to a
% matrix power. Octave takes them from LAPACK's xGELSD (SVD by divide and
% conquer) and from its eigendecomposition; matc's answers agree to about
% 1e-15 but not bit for bit.
printf('%.17g\n', 2^[1,2;3,4]);
printf('%.17g\n', [4;6]\[2;3]);
printf('%.17g\n', [1,2;3,4;5,6]\[1;2;3]);
warning('off', 'all');
printf('%.17g\n', [1,2;2,4]\[1;2]);
