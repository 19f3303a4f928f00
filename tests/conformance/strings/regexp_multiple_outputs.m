[tok, mat] = regexp('a=1, b=2', '(\w)=(\d)', 'tokens', 'match');
numel(tok)
mat
