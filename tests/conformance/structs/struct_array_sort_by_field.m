s = struct('name', {'c', 'a', 'b'}, 'v', {3, 1, 2});
[~, order] = sort([s.v]);
sorted = s(order);
disp([sorted.name])
