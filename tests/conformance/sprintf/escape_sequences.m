fprintf('a\tb\n');
fprintf('line1\nline2\n');
