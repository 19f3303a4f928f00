a = 2; b = 3;
lin = @(x) a * x + b;
lin([0 1 2])
