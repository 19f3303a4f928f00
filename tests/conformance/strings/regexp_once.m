m = regexp('a1b22c333', '\d+', 'match', 'once')
