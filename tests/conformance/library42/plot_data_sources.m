% refreshdata: data sources reread from the workspace
hf = figure ('visible', 'off');
x = 0:0.5:2; y = x.^2;
h = plot (x, y, 'ydatasource', 'y');
y = -x;
refreshdata (hf, 'caller');
disp (get (h, 'ydata'))
x2 = 10:14;
set (h, 'xdatasource', 'x2');
y = y * 2;
refreshdata ();
disp (get (h, 'xdata')), disp (get (h, 'ydata'))
refreshdata ({hf});
try
  refreshdata (h);
catch err
  disp (err.message);
end
try
  refreshdata (hf, 'global');
catch err
  disp (err.message);
end
close (hf);
