m = containers.Map();
m2 = containers.Map({'a', 'b'}, {1, 2});
f = @(x) x + 1;
s = struct('a', {1, 2, 3});
s1 = struct('a', 1, 'b', 'hello');
c = {1, 'abc', [1 2 3]};
l = true(2, 3);
u16 = uint16(5); i64 = int64([1; 2]);
z = [1+2i 3]; zs = single(1+2i);
e = []; ec = {};
whos
w = whos('m2');
disp(w.size); disp(w.bytes); disp(w.class)
