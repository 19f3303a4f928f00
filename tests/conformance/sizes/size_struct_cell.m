s = struct('a', {1, 2, 3});
size(s)
size({1; 2})
