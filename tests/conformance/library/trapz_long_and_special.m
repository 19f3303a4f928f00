% trapz of real vectors and matrices, long enough for several stretches
% of terms: unit, scalar and vector spacing, columns, rows, and values
% that are infinite, NaN or cancel, printed to the last bit.
format long
v = sin((1:5000) / 37) .* (1:5000);
disp(trapz(v)); disp(trapz(v')); disp(trapz(0.01, v)); disp(trapz((1:5000) .^ 1.5, v))
x = cumsum(mod((1:4100) * 7919, 13) / 7);
disp(trapz(x, cos(x))); disp(trapz(x', cos(x)'))
M = reshape(mod((1:3 * 2500) * 40503, 65536) / 65536 - 0.5, 2500, 3);
disp(trapz(M)); disp(trapz(0.5, M)); disp(trapz((1:2500)', M)); disp(trapz(M, 2)(1:4)')
disp(trapz(M')(1:5)); disp(trapz([1 2], [3 4]))
disp(trapz([1 Inf 3])); disp(trapz([1 NaN 3])); disp(trapz([1 2 3], [1 Inf 3])); disp(trapz([0 Inf], [0 0]))
disp(trapz([1e16 1 -1e16 -1])); disp(trapz(5))
disp(class(trapz(single([1 2 3])))); disp(trapz(single(1:2049)))
disp(trapz([1 2 3] + 1i)); disp(trapz(int8([1 2 3])))
