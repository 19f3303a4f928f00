% whitebg on a figure: colors complemented, or a background with contrasting colors
hf = figure ('visible', 'off');
dfc = get (hf, 'color');
dac = get (gca, 'color');
hl = line ('Color', 'r');
whitebg (hf);
disp (get (hf, 'color')), disp (get (gca, 'color')), disp (get (hl, 'color'))
disp (get (gca, 'xcolor'))
whitebg (hf, [0.2 0.2 0.2]);
disp (get (hf, 'color')), disp (get (gca, 'color')), disp (get (hl, 'color'))
whitebg (hf, 'b');
disp (get (hf, 'color')), disp (get (hl, 'color'))
set (hl, 'color', [0.9 0.8 0.1]);
whitebg (hf, [0 0 0.5]);
printf ('%.6f ', get (hl, 'color')); printf ('\n');
try
  whitebg ({1}, 2);
catch err
  disp (strtok (err.message, '.'));
end
close (hf);
% the root's default colors
hf = figure ('visible', 'off');
whitebg ();
disp (get (0, 'defaultaxescolor')), disp (get (0, 'defaultaxesxcolor')), disp (get (hf, 'color'))
whitebg (0);
disp (get (0, 'defaultaxescolor'))
close (hf);
