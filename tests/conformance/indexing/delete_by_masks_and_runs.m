% Deletion on the paths that compress by a mask or copy whole columns:
% long vectors (past sixteen elements, with a tail), masks, ranges and
% lists with repeats, every dimension of a matrix and an N-d array, other
% classes, and a deleted array that another variable still shares.
v = (1:37)' / 4;
a = v; a(1:2:end) = []; disp(a')
a = v'; a([37 1 5 5 20]) = []; disp(a)
a = v; a(v > 3) = []; disp(a')
a = v; a(v < 100) = []; disp(size(a))
a = v; a(false(37, 1)) = []; disp(size(a))
a = v; a(logical(mod(1:37, 3))) = []; disp(a')
m = reshape(1:60, 5, 12);
b = m; b(:, 1:3:end) = []; disp(b)
b = m; b([5 1], :) = []; disp(b)
b = m; b(m > 30) = []; disp(numel(b)); disp(b(:)')
b = m; b(:, [true false true]) = []; disp(size(b))
n = reshape(1:60, 3, 4, 5);
c = n; c(:, :, [2 4]) = []; disp(size(c)); disp(c(:)')
c = n; c(:, [1 4], :) = []; disp(size(c)); disp(c(:, :, 5))
c = n; c(2, :, :) = []; disp(size(c)); disp(c(:, :, 1))
c = n; c(:, 2:3, :) = []; disp(size(c))
c = n; c(7:50) = []; disp(size(c)); disp(c)
k = int16(1:20); k(k > 15 | k < 3) = []; disp(k); disp(class(k))
s = 'deletion of letters'; s(s == 'e') = []; disp(s)
z = (1:18) + 2i; z(4:2:end) = []; disp(z)
t = true(1, 20); t(1:3:end) = []; disp(t)
q = {1, 'two', 3, [4 5]}; q([1 3]) = []; disp(q)
% The original stays as it was when a copy is deleted from.
w = v; w(2:end) = []; disp(w); disp(numel(v))
x = m; x(:, 2) = []; disp(size(m)); disp(size(x))
y = v; y([]) = []; disp(isequal(y, v))
try, a = v; a(38) = []; catch err, disp(err.message), end
try, b = m; b(:, 13) = []; catch err, disp(err.message), end
