% corrcoef's "rows" option and constant columns; conv's result orientation.
x = [1 2; 2 NaN; 3 5; 4 3];
r_all = corrcoef (x)
r_complete = corrcoef (x, "rows", "complete")
r_pairwise = corrcoef (x, "rows", "pairwise")
r_const = corrcoef ([1;2;3], [1;1;1])
try
  corrcoef (x, "alpha", 2)
catch err
  disp (err.message)
end
a = conv ((1:3)', 1:2)
b = conv (1:2, (1:3)')
c = conv (1:5, [1 1 1], "same")
d = conv ((1:5)', [1 1 1], "valid")
try
  conv (1:3, 1:2, "middle")
catch err
  disp (err.message)
end
l = logspace (0, Inf, 3)
