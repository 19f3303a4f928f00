fprintf('a\ob\qc\n');
x = sprintf('\o%d\y', 5)
fprintf('%s\n', 'keep \o in data');
