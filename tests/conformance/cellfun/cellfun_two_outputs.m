[mx, idx] = cellfun(@max, {[1 5 2], [7 3]})
