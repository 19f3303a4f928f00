n = regexp('x=12', '(?<name>\w)=(?<val>\d+)', 'names')
