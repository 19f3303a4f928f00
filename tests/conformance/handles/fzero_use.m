r = fzero(@(x) x^2 - 2, [0 2]);
fprintf('%.6f\n', r);
