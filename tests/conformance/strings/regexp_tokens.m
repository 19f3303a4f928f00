t = regexp('key=value', '(\w+)=(\w+)', 'tokens');
t{1}
