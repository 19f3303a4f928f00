% median found by selection: odd and even counts, ties, zeros of both
% signs in either order (printed with their signs), NaN, each dimension,
% and the classes it keeps. Left out: where Octave's selection orders
% equal zeros unlike a stable sort (median([0 0 -0 -0 -3 4 4]) is 0 there,
% -0 here), and the middle of int8 values whose sum saturates (Octave -64,
% MATLAB -128).
printf('%g %g %g %g\n', median([0 -0 1]), median([-0 0 1]), median([-0 -0 1 2]), median([1 -0 0]))
printf('%g %g %g\n', median([-0 0]), median([0 -0]), median([-1 -0 0 0 -0 2]))
printf('%g\n', median([-0; 0; -0; 0; 5]))
v = mod((1:101) * 37, 101) - 50;
printf('%.17g %.17g %.17g\n', median(v), median(v(1:100)), median(v(2:99) / 7))
m = reshape(sin(1:84), 7, 12);
printf('%.17g ', median(m)); printf('\n');
printf('%.17g ', median(m, 2)); printf('\n');
printf('%.17g ', median(m(1:6, :))); printf('\n');
n = reshape(cos(1:60), 3, 4, 5);
disp(size(median(n, 3))); printf('%.17g ', median(n, 3)); printf('\n');
printf('%g ', median(m, 3)(1:5)); printf('\n');
disp(median([1 NaN 3; 4 5 6]))
disp(median([3 1 2 2 2 9]))
x = median(int8([1 2 3 4])); disp(x); disp(class(x))
x = median(single([1 2 4 8])); disp(x); disp(class(x))
x = median([true false true]); disp(x); disp(class(x))
disp(median(7))
