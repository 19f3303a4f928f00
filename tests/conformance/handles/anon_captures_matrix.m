A = [1 2; 3 4];
apply = @(v) A * v;
apply([1; 1])
