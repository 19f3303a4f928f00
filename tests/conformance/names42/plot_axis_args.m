% __plt_get_axis_arg__ finds the axes a plot command's arguments name.
hf = figure ('visible', 'off');
ax = axes ();
ax2 = axes ();
hg = hggroup ();
[h, a, n] = __plt_get_axis_arg__ ('plot', ax, 1:3, 'r');
printf ('%d %d %s\n', isequal (h, ax), n, class (a));
[h, a, n] = __plt_get_axis_arg__ ('plot', 1:3, 'parent', ax);
printf ('%d %d\n', isequal (h, ax), n);
[h, a, n] = __plt_get_axis_arg__ ('plot', 1:3);
printf ('%d %d\n', isempty (h), n);
[h, a, n] = __plt_get_axis_arg__ ('plot', hf, 1:3);
printf ('%d %d\n', isempty (h), n);
[h, a, n] = __plt_get_axis_arg__ ('plot', 0.5, 1:3);
printf ('%d %d\n', isempty (h), n);
[h, a, n] = __plt_get_axis_arg__ ('plot', 'parent', ax);
printf ('%d %d\n', isequal (h, ax), n);
[h, a, n] = __plt_get_axis_arg__ ('plot', 1:3, 'parent', hg);
printf ('%d %d %s\n', isequal (h, [ax2, hg]), n, a{2});
[h, a, n] = __plt_get_axis_arg__ ('plot', 1:3, 'PARENT', ax, 'parent', hf);
printf ('%d %d\n', isequal (h, hf), n);
[h, a, n] = __plt_get_axis_arg__ ('plot', ax, 1:3, 'Parent', ax2);
printf ('%d %d\n', isequal (h, ax), n);
try
  __plt_get_axis_arg__ ('myplot', hg, 1:3);
catch err
  disp (err.message);
end
try
  __plt_get_axis_arg__ ('myplot', 1:3, 'parent');
catch err
  disp (err.message);
end
close (hf);
