a = 1; b = 'xy'; c = {1, 'abc'}; d = int8([1 2; 3 4]); e = struct('x', {1, 2});
f = true; g = 1 + 2i; h = @sin; s = single([1 2 3]); longer_name = zeros(2, 3, 4);
whos
whos a* s
w = whos('b');
disp(w.name); disp(w.size); disp(w.bytes); disp(w.class); disp(w.complex)
which a
t = which('b')
