% Octave's deprecated `**` and `.**` (it warns on stderr when it reads them).
x = 2 ** 3
y = [1 2 3] .** 2
z = 2 ** -1
a = 2;
a **= 3
