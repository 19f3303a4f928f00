x = 5;
y = x.field
