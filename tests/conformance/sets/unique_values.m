% unique of double arrays, values alone: rows stay rows, everything else
% becomes a column; NaNs are each kept; -0 and 0 are one value.
unique([3 1 NaN 2 1 NaN 3 Inf -Inf])
unique([3; 1; 1; -2])
unique([4 2; 2 4; 1 1])
1 ./ unique([0 -0 0])
1 ./ unique([-0 0 -0])
unique([5 5 5])
unique(zeros(1, 0))
unique(7)
k = (1:200000)';
w = floor(mod(k * 40503 + 12345, 2^26) / 2^26 * 5000);
u = unique(w);
disp([numel(u), u(1), u(end), sum(u)])
u = unique(w');
disp(size(u))
