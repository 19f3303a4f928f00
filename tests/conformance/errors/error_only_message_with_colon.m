error('Result: value too small');
