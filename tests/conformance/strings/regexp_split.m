parts = regexp('a1b22c', '\d+', 'split')
