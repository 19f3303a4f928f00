fprintf('%5.2f|', [1.234 5.678 9]);
fprintf('\n');
