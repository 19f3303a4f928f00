x = linspace(0, pi, 5);
y = sin(x)
