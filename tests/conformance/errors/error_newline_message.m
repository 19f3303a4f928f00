error('first line\nsecond line');
