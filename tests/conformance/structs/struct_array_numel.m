s = struct('id', {1, 2, 3, 4});
numel(s)
ids = [s.id]
