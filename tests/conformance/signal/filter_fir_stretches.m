% filter with an `a` of one element (FIR): long inputs, whose outputs past
% the first max(length(b)) - 1 are computed a stretch at a time, beside
% short ones, initial and final states, columns and rows of a matrix,
% infinities and NaNs, and a leading coefficient other than 1.
format long
x = sin((1:3000) / 7) .* mod((1:3000) * 7919, 101) / 50;
b = [0.2 0.3 0.5];
y = filter(b, 1, x); disp(y([1:4 1023:1026 2998:3000])); disp(sum(y .* (1:3000)))
[y, zf] = filter(b, 1, x); disp(zf')
[y, zf] = filter(b, 1, x, [0.7; -0.4]); disp(y(1:3)); disp(zf')
c = [1 -2.5 0.75 1e-3 3 0.125 -7];
[y, zf] = filter(c, 1, x'); disp(size(y)); disp(y([1:7 1500 3000])'); disp(zf')
for len = [1 2 3 5 6 7 12 13]
  [y, zf] = filter(c, 1, x(1:len), (1:6)' / 10); disp(y); disp(zf')
end
M = reshape(x(1:2400), 800, 3);
[y, zf] = filter(b, 1, M); disp(y([1 2 3 799 800], :)); disp(zf)
[y, zf] = filter(b, 1, M, [], 2); disp(y(1:3, :)); disp(zf(:, 1:3))
disp(filter([1 1], 1, [1 Inf 1 1 NaN 2 3]))
disp(filter([2 4 6], 2, x(1:8)))
disp(filter(5, 1, [1 2 3])); disp(filter(single([0.5 0.25]), 1, single(x(1:6))))
disp(filter([0.5 0.5], [1 0], [1 Inf 2 3]))
