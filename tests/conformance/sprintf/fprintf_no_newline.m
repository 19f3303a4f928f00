fprintf('a');
fprintf('b');
fprintf('\n');
fprintf('just text\n');
