s = struct('a', 1, 'b', 2, 'c', 3);
numel(fieldnames(s))
