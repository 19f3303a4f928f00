% A vector read by a long index vector (past the width of the vector
% lanes, with a tail): every element, repeats, reversed, shapes of the
% result, and each kind of bad index at a place in the lanes and in the
% tail, which names the same index as a short one would.
v = (1:300) * 0.5;
ix = mod((1:203) * 37, 300) + 1;
a = v(ix); disp([numel(a), sum(a), a(1:5), a(end-4:end)])
a = v(ix'); disp(size(a))
c = v'; a = c(ix); disp(size(a)); disp(sum(a .* (1:203)'))
a = v(300:-1:1); disp([a(1:3), a(end)])
a = v(ones(1, 100) * 7); disp([size(a), unique(a)])
m = reshape(1:600, 20, 30); a = m(reshape(ix, 7, 29)); disp(size(a)); disp(a(:, 1)')
e = zeros(1, 0); a = v(e); disp(size(a))
for bad = [0, -2, 1.5, NaN, Inf, 301, 1e16]
  for at = [5, 100, 201]
    jx = ix; jx(at) = bad;
    try
      a = v(jx); disp('no error')
    catch err
      disp(err.message)
    end
  end
end
