% Deletion by a range (`v(1:2:end) = []`, `A(:, 2:3:end) = []`), which
% copies the stretches between the deleted positions: every step, rising
% and falling ranges, ranges reaching either end, one position, all but
% one, everything, rows and columns of matrices, and ranges that fail.
% (Octave makes a matrix deleted from by one subscript a column, MATLAB
% a row: only the elements are printed.)
v = (1:41)' / 8;
for step = [1 2 3 7 40]
  a = v; a(2:step:end) = []; disp(a')
  a = v'; a(1:step:end) = []; disp(a)
  a = v; a(end:-step:3) = []; disp(a')
end
a = v; a(5:5) = []; disp(size(a)); disp(a(3:6)')
a = v; a(2:end) = []; disp(size(a)); disp(a)
a = v; a(1:end) = []; disp(size(a))
a = v'; a(1:end) = []; disp(size(a))
a = v; a(1:end-1) = []; disp(a)
a = v; a(41:-1:1) = []; disp(size(a))
a = v; a(3:2) = []; disp(isequal(a, v))
m = reshape(1:63, 7, 9);
a = m; a(1:2:end) = []; disp(numel(a)); disp(a(:)')
a = m; a(2:3:end, :) = []; disp(a)
a = m; a(end:-2:1, :) = []; disp(a)
a = m; a(:, 1:4:end) = []; disp(a)
a = m; a(:, 9:-3:1) = []; disp(a)
a = m; a(:, 2:8) = []; disp(a)
a = m; a(1:7, :) = []; disp(size(a))
a = m; a(:, 1:9) = []; disp(size(a))
r = 1:12; r(2:2:end) = []; disp(r)
r = (0:0.5:6)'; r(1:3:end) = []; disp(r')
e = zeros(0, 5); e(:, 2:2:4) = []; disp(size(e))
n = reshape(1:24, 2, 3, 4); n(1:2:end) = []; disp(numel(n)); disp(n(:)')
c = 'progressions'; c(1:2:end) = []; disp(c)
z = (1:9) * 1i; z(2:2:end) = []; disp(z)
% The deleted array's sharer is unchanged.
w = v; w(1:3:end) = []; disp([numel(v) numel(w)])
try, a = v; a(0:2:10) = []; catch err, disp(err.message), end
try, a = v; a(2:2:44) = []; catch err, disp(err.message), end
try, a = m; a(:, 2:2:10) = []; catch err, disp(err.message), end
try, a = m; a(0:2:4, :) = []; catch err, disp(err.message), end
