% Octave's deprecated backslash continuation (with its warning on stderr).
a = 1; b = 2;
y = [a ...
;\

b]
z = 1 + \
 2
w = 1 + \ % a comment after it
 2
