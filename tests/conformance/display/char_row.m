name = 'Octave'
