% annotation draws hggroups of lines, patches and text over the axes.
hf = figure ('visible', 'off');
hax = axes ();
h = annotation ('line', [0.2 0.7], [0.2 0.7], 'linewidth', 2, 'linestyle', '--', 'color', 'r');
hli = get (h, 'children');
printf ('%s %s %g %s %s\n', get (h, 'type'), get (hli, 'type'), get (hli, 'linewidth'), ...
        get (hli, 'linestyle'), mat2str (get (hli, 'color')));
printf ('%g ', get (hli, 'xdata'), get (hli, 'ydata'));
printf ('\n%d\n', isequal (gca (), hax));
h = annotation ('arrow');
c = get (h, 'children');
printf ('%s ', get (c(1), 'type'), get (c(2), 'type'));
printf ('\n%.4f %.4f %.4f %.4f\n', get (c(1), 'xdata')(1:4));
printf ('%.4f %.4f %.4f %.4f\n', get (c(1), 'ydata')(1:4));
h = annotation ('textarrow', [0.2 0.7], [0.2 0.7], 'string', 'Hello!', 'fontsize', 20, ...
                'textrotation', 90, 'textcolor', 'r');
hte = findobj (h, '-depth', 1, 'type', 'text');
printf ('%s %g %g %s\n', get (hte, 'string'), get (hte, 'fontsize'), ...
        get (hte, 'rotation'), mat2str (get (hte, 'color')));
h = annotation ('textbox', [0.2 0.2 0.7 0.3], 'string', 'Hello!', ...
                'horizontalalignment', 'left', 'verticalalignment', 'bottom', ...
                'backgroundcolor', 'r');
hte = findobj (h, '-depth', 1, 'type', 'text');
hpa = findobj (h, '-depth', 1, 'type', 'patch');
printf ('%s %s %s %s\n', get (hte, 'string'), get (hte, 'verticalalignment'), ...
        get (hte, 'horizontalalignment'), mat2str (get (hpa, 'facecolor')));
h = annotation ('rectangle', [0.2 0.7 0.2 0.2], 'linewidth', 2, 'linestyle', '--', ...
                'color', 'r', 'facecolor', 'b', 'facealpha', .6);
hpa = get (h, 'children');
printf ('%g ', get (hpa, 'xdata'), get (hpa, 'ydata'));
printf ('\n%s %s %g\n', mat2str (get (hpa, 'edgecolor')), mat2str (get (hpa, 'facecolor')), ...
        get (hpa, 'facealpha'));
hf2 = figure ('visible', 'off');
h = annotation (hf, 'doublearrow', [0.1 0.9], [0.5 0.5]);
printf ('%d %d %d\n', isequal (ancestor (h, 'figure'), hf), isequal (gcf (), hf2), ...
        numel (get (h, 'children')));
errs = {{'foo'}, {'line', {1:2}, 1:2}, {'line', 1:3, 1:2}, {'textbox', 1:3}, ...
        {'line', 1:2}, {{'line'}, 1:2, 1:2}};
for k = 1:numel (errs)
  try
    annotation (errs{k}{:});
  catch err
    disp (strtok (err.message, "\n"));
  end
end
close (hf);
close (hf2);
