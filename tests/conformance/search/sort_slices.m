% sort of double arrays: values alone and with indices, along the first
% dimension and a later one, ascending and descending, with NaN, Inf, -0
% (its place among equal zeros keeps input order), and long vectors.
x = [3 -0 NaN 1 0 -Inf 1 Inf NaN -2];
s = sort(x)
s = sort(x, 'descend')
[s, i] = sort(x)
1 ./ sort([0 -0 0 -0])
1 ./ sort([-0 0], 'descend')
M = [4 NaN 1; -1 2 2; 0 -3 NaN; 7 7 -5];
sort(M)
sort(M, 2)
sort(M, 'descend')
[s, i] = sort(M, 2, 'descend')
A = reshape(mod((1:24) * 7, 10), 2, 3, 4);
disp(sort(A, 3))
disp(sort(A))
sort(5:-1:1)
sort(0:-0.25:-1, 'descend')
disp(size(sort(zeros(0, 3)))); disp(size(sort(zeros(3, 0))))
k = (1:300000)';
v = mod(k * 40503 + 12345, 2^26);
v = mod(v .* (v + 7) + 3 * k, 2^26) / 2^26 * 1000 - 500;
v(7:1000:end) = NaN;
s = sort(v);
disp([s(1), s(150000), s(299000), sum(isnan(s)), issorted(s(1:299700))])
s = sort(v, 'descend');
disp([s(1), s(300), s(150000), sum(isnan(s(1:300)))])
[s, i] = sort(round(v));
disp([i(1:5)', i(end-4:end)'])
w = sort(reshape(v(1:299000), 1000, 299), 2);
disp([w(1, 1), w(17, 299), w(1000, 150)])
