% Library functions exist as m-files; a file beside the program shadows one.
printf ('%d ', exist ('ode45'), exist ('fminsearch'), exist ('integral'), exist ('odeset'));
printf ('\n');
h = humps (1)
x = fminbnd (@humps, 0.3, 1)
