s = 'abc';
s(5) = 'e';
double(s)
