% accumarray's default sum over a column of subscripts: the same additions
% in the same order as Octave; other forms keep the general path.
s = [3; 1; 3; 5; 1; 3];
v = [0.1; 0.2; 0.3; 1e16; 1; -1e16];
a = accumarray (s, v);
disp (size (a))
printf ('%.17g\n', a)
disp (accumarray (s, 2)')
disp (accumarray (s, [1 2 3 4 5 6])')
disp (accumarray (s, [NaN; 1; 2; Inf; 3; 4])')
disp (accumarray ([2; 2], [1; 2], [3 1])')
disp (accumarray ([2; 2], [1; 2], [], @max)')
disp (accumarray ([1; 4], [1; 2], [], [], -1)')
disp (class (accumarray (s, int8 ([1 2 3 4 5 6]'))))
disp (accumarray ([1 2; 2 1; 1 2], [1; 2; 3]))
disp (accumarray ([1 2 2], 5))
disp (size (accumarray (zeros (0, 1), zeros (0, 1))))
try
  accumarray ([1; 0], [1; 2])
catch e
  disp (e.message)
end
try
  accumarray ([1; 2.5], [1; 2])
catch e
  disp (e.message)
end
try
  accumarray ([1; NaN], [1; 2])
catch e
  disp (e.message)
end
try
  accumarray ([1; 2; 3], [1; 2])
catch e
  disp (e.message)
end
k = (1:200000)';
w = mod (k * 40503, 997) + 1;
x = mod (k * 7919, 1000) / 7;
a = accumarray (w, x);
printf ('%d %.17g %.17g %.17g\n', numel (a), a(1), a(500), sum (a));
