error('mytool:badInput', 'Input must be positive, got %g', -1.5);
