% SIZE counts conversions, not characters: a `%s` word is one, and the
% words' characters then fill as many columns as they need.
a = sscanf('one two', '%s', 1)
b = sscanf('one two', '%s', 2)
c = sscanf('one 2 three', '%s %d', 2)
d = sscanf('abcde 5', '%s %d', 2)
e = sscanf('ab 1 cd 2', '%s %d', 3)
f = sscanf('ab 1 cd 2', '%s %d', [2 2])
g = sscanf('abc def', '%s', [1 1])
h = sscanf('abc', '%s', [2 Inf])
k = sscanf('1 2 3', '%d', [2 2])
[v, n] = sscanf('x1 y2 z3', '%c%d', 2)
