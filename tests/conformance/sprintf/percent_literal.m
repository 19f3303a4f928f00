fprintf('%d%%\n', 50);
