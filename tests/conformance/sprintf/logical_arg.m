fprintf('%d\n', true);
s = sprintf('%g', [true false])
