warning('calc:precision', 'lost %d digits in %s', 4, 'sum');
[msg, id] = lastwarn();
fprintf('%s | %s\n', id, msg);
