fprintf('%d %f %g\n', NaN, Inf, -Inf);
