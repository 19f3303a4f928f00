% splinefit: least-squares splines through noisy data, with periodic,
% robust, order and constraint options, evaluated with ppval.
x = linspace (0, 2*pi, 60);
y = sin (x) + 0.1 * cos (17 * x);
pp = splinefit (x, y, [0:5, 2*pi])
xx = linspace (0, 2*pi, 7);
printf ('%9.5f', ppval (pp, xx)); printf ('\n');
pp = splinefit (x, y, 4);
disp (pp.breaks); disp (round (pp.coefs * 1e6) / 1e6)
pp = splinefit (x, y, 4, 'order', 1); disp (round (pp.coefs * 1e6) / 1e6)
pp = splinefit (x, y, 5, 'order', 0); disp (round (pp.coefs * 1e6) / 1e6)
pp = splinefit (x, y, [0:5, 2*pi], 'periodic', true);
printf ('periodic: %.6f %.6f\n', ppval (pp, [0 2*pi]));
disp (round (pp.coefs * 1e6) / 1e6)
% Outliers: robust fitting pulls the fit back to the data.
yo = y;
yo([10 40]) = [5 -3];
p1 = splinefit (x, yo, 6);
p2 = splinefit (x, yo, 6, 'robust', true);
p3 = splinefit (x, yo, 6, 'beta', 0.8);
printf ('%9.4f %9.4f %9.4f\n', [ppval(p1, xx); ppval(p2, xx); ppval(p3, xx)]);
% Constraints: y(0) = 0, y'(0) = 1 and y(3) + y''(3) = 0.
con = struct ('xc', [0 0 3], 'yc', [0 1 0], 'cc', [1 0 1; 0 1 0; 0 0 1]);
pp = splinefit (x, y, 8, 'constraints', con);
d1 = ppder (pp);
d2 = ppder (d1);
printf ('%.8f %.8f %.8f\n', round (1e8 * [ppval(pp, 0), ppval(d1, 0), ppval(pp, 3) + ppval(d2, 3)]) / 1e8 + 0);
disp (round (pp.coefs * 1e6) / 1e6)
pp = splinefit (x, y, [0:5, 2*pi], 'constraints', con, 'order', 5, 'periodic', true);
disp (round (pp.coefs * 1e5) / 1e5)
% Several curves at once, and column data.
Y = [sin(x); cos(x)];
pp = splinefit (x, Y, 3);
disp (pp.dim); disp (round (pp.coefs * 1e6) / 1e6); disp (ppval (pp, [0.5 1.5]))
pp = splinefit (x', y', 3);
disp (size (pp.coefs)); disp (pp.dim)
% Unsorted data with NaNs, repeated and unsorted breaks, data outside.
xn = x([30:60 1:29]);
yn = y([30:60 1:29]);
xn(3) = NaN;
yn(5) = NaN;
pp = splinefit (xn, yn, 3); disp (round (pp.coefs * 1e6) / 1e6)
pp = splinefit (x, y, [0 3 2 2 7]); disp (pp.breaks)
pp = splinefit (x, y, [1 2 3 4]); disp (round (pp.coefs * 1e6) / 1e6)
% Errors.
bad = {{x, y}, {x, y, 3, 'order'}, {x, y, 3, 'foo', 1}, {x, y, 3, 'beta', 1}, {x, y, 3, 'order', -1}, ...
       {x, y(1:10), 3}, {x, y, 0}, {x, y, 2.5}, {x, y, [1 1]}, {x, y, 'ab'}, {x, y, ones(2)}, ...
       {[], [], 3}, {x, y, 3, 'constraints', struct('yc', 1)}, ...
       {x, y, 3, 'constraints', struct('xc', [1 2], 'yc', [1 2 3])}, ...
       {x, y, 3, 'constraints', struct('xc', [1 2], 'cc', [1 2 3])}, ...
       {x, y, 3, 'constraints', struct('xc', [1 2], 'cc', ones(5, 2))}, ...
       {x, y, 3, 'order', 1.5}, {x, y, 3, 1, 2}};
for k = 1:numel (bad)
  try
    splinefit (bad{k}{:});
    disp ('no error');
  catch err
    disp (strtok (err.message, char (10)));
  end
end
