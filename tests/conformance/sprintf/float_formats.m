fprintf('%f\n', pi);
fprintf('%.3f\n', pi);
fprintf('%e\n', 12345.678);
fprintf('%g\n', 0.0001);
fprintf('%g\n', 1e10);
