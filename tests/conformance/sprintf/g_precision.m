fprintf('%.3g|%.10g|%g|%g\n', pi, pi, 123456789, 1e-5);
