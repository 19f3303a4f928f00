r = cellfun(@numel, {})
size(r)
