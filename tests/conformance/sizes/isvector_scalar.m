isvector(5)
isvector(zeros(1, 0))
isscalar([])
isvector(ones(2))
