s.alpha = 1;
isfield(s, 'alpha')
isfield(s, 'beta')
isfield(s, {'alpha', 'beta'})
