function default_params
  % Octave's default parameter values.
  r = f ()
  r = f (3)
  disp (g (1))
  disp (g (1, 5))
  disp (h ())
end
function r = f (a = 50)
  r = a + 1;
end
function r = g (a, b = a * 2)
  r = a + b;
end
function r = h (a = [1 2 3], b = 'xy')
  r = [num2str(a) b];
end
