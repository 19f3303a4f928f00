% stemleaf: stem-and-leaf plots with Tukey's fenced letter display,
% printed and returned, for several stem widths and signs.
x = [-22 12 -28 52 39 -2 12 10 11 11 42 38 44 18 44];
stemleaf (x, 'Unsorted plot');
stemleaf (sort (x), 'Sorted leaves');
prices = [150 250 688 695 795 795 895 895 895 1099 1166 1333 1499 1693 1699 1775 1995];
stemleaf (prices, 'Chevrolet Prices EDA pg.30', 1);
r = stemleaf ([105 7 -3 1999 40 123456], 'wide', 2);
disp (size (r))
disp (r(end-3:end, :))
stemleaf ([-9 -7 -0 0 -0], 'both +0 and -0 present');
stemleaf ([-23 -4 40], 'empty stems around zero');
stemleaf ([1 2 3 4 5 6 7 8 9 10 30 100 200 -100], 'outliers');
stemleaf (int16 ([3 3 3]), 'constant');
stemleaf ([0.5 1.7 -2.2 13.9]', 'truncated');
stemleaf ([12 135 7], 'fractional stem size', 1.5);
bad = {{}, {1}, {ones(2, 2), ''}, {'Hello World', 'data'}, {1, 2}, {1, '', ones(2, 2)}, ...
       {1, '', -1}, {1, '', 1+1i}, {[], 'e'}, {true, 'x'}, {{1}, 'x'}};
for k = 1:numel (bad)
  try
    stemleaf (bad{k}{:});
  catch err
    disp (strtok (err.message, char (10)));
  end
end
