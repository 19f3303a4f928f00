% A queried generator state restores the stream; setting a seed twice repeats it.
s = rand ("state");
disp (size (s))
a = rand (1, 3);
rand ("state", s);
b = rand (1, 3);
disp (isequal (a, b))
randn ("state", 42);
x = randn (2, 2);
randn ("state", 42);
disp (isequal (x, randn (2, 2)))
rand ("twister", 7);
t = rand ("twister");
u = rand (1, 4);
rand ("twister", t);
disp (isequal (u, rand (1, 4)))
