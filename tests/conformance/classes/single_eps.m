e = eps('single')
f = single(1) + eps('single')
