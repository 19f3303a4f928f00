q = quantile([3 1 4 1 5 9 2 6], [0.1 0.5 0.9])
q2 = quantile([3 1 4; 1 5 9; 2 6 5; 3 5 8], 0.3)
p = prctile([3 1 4 1 5 9 2 6], 50)
q3 = quantile([1 2 3 4 5]', [0.25; 0.75], 1, 7)
q4 = quantile([1 NaN 3 2], 0.5)
d = prctile([1 2; 3 4; 5 6])
for m = 1:9, r(m) = quantile([2 7 1 8 2 8], 0.35, 2, m); end
r
try, quantile({1}), catch e, disp(e.message), end
try, quantile([1 2], 0.5, 0), catch e, disp(e.message), end
