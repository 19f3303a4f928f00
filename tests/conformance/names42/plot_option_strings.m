% __pltopt__ decodes plot format strings; __default_plot_options__ is its start.
o = __default_plot_options__ ()
fmts = {'', 'r', 'r:x', '-.blackx', 'gsquare', ';Title;', 'x', '-', 'bo-', ...
        'k.', 'redo', '|', '_', 'm--diamond', 'c:;a key;', 'ph', '~', '#~>', '>', 'none'};
for i = 1:numel (fmts)
  for caller = {'plot', '__do_errplot__'}
    [o, ok] = __pltopt__ (caller{1}, fmts{i}, false);
    printf ('%-15s %-11s key=<%s> color=%s ls=<%s> mk=<%s> es=<%s> valid=%d\n', ...
            caller{1}, fmts{i}, o.key, mat2str (o.color), num2str (o.linestyle), ...
            num2str (o.marker), num2str (o.errorstyle), ok);
  end
end
o = __pltopt__ ('plot', {'r', 'b:', 'g*'});
size (o)
o(3)
try
  __pltopt__ ('myplot', 'rx;no end', true);
catch err
  disp (err.message);
end
try
  __pltopt__ ('myplot', 'q');
catch err
  disp (err.message);
end
try
  __pltopt__ ('myplot', 1);
catch err
  disp (err.message);
end
