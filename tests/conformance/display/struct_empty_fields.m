s = struct()
t = struct('a', {})
