error('Octave:my-id', 'code %s failed with %5.2f', 'abc', 2.5);
