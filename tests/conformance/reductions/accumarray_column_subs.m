% accumarray of a column of subscripts and a column of values (or one):
% whole subscripts summed in order; others go through the general path.
a = accumarray ([1; 3; 3; 5], [1; 2; 3; 4])'
a = accumarray ([2; 2; 1], 7)'
s = mod ((1:50000)' * 7919, 997) + 1;
v = mod ((1:50000)', 101) / 7;
a = accumarray (s, v);
printf ('%d %.17g %.17g\n', numel (a), sum (a), a(500));
a = accumarray (s, 0.1);
printf ('%.17g\n', sum (a .* (1:997)'));
try
  accumarray ([1; 2.5], [1; 2])
catch err
  disp (err.message);
end
try
  accumarray ([1; 0], [1; 2])
catch err
  disp (err.message);
end
try
  accumarray ([1; NaN], [1; 2])
catch err
  disp (err.message);
end
a = accumarray ([6; 1; 6], [1; 2; -0])'
