s = blanks(0);
size(s)
s
