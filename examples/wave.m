% Two curves in one figure: run with `matc run --figures DIR examples/wave.m`.
x = linspace(0, 2*pi, 100);
plot(x, sin(x), 'b-', x, cos(x), 'r--');
title('sin and cos');
legend('sin', 'cos');
grid on
