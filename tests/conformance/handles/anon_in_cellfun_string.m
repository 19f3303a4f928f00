lens = cellfun(@(s) length(s) > 3, {'ab', 'abcd', 'xyz12'})
