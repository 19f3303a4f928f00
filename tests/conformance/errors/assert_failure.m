x = 3;
assert(x > 5, 'x must exceed 5, got %d', x);
