size({})
size(struct('a', {}))
size('')
