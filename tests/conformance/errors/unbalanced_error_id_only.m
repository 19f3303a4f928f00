error('Octave:some-id', 'only id and message');
