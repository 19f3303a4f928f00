a = [1.0 2.0 3.0];
b = [1.0 2.1 2.95];
err = max(abs(a - b))
rel = norm(a - b) / norm(a)
