m = regexp('abc123def45', '\d+', 'match')
