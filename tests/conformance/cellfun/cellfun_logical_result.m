r = cellfun(@ischar, {'a', 1, 'b'})
class(r)
