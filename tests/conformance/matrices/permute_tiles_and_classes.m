% permute and transpose copy runs or tiles of 32x32: shapes on either
% side of a tile and of a thread's share, every order of a 3-D and a
% 4-D array, singleton dimensions, empty arrays and every class.
a = reshape(1:(70*3*40), 70, 3, 40);
orders = perms(1:3);
for k = 1:rows(orders)
  p = permute(a, orders(k, :));
  disp([orders(k, :), size(p), sum(p(:) .* (1:numel(p))')])
  disp(p(1:2, 1:2, 1))
  q = ipermute(p, orders(k, :)); disp(isequal(q, a))
end
b = reshape(1:(2*1*3*33), 2, 1, 3, 33);
orders = perms(1:4);
s = zeros(rows(orders), 1);
for k = 1:rows(orders)
  p = permute(b, orders(k, :));
  s(k) = sum(p(:) .* (1:numel(p))');
end
disp(s')
big = reshape(mod((1:(513*300))*7919, 1009), 513, 300);
t = big'; disp(size(t)); disp(sum(t(:) .* (1:numel(t))')); disp(t(300, 513)); disp(t(17, 33:35))
p = permute(reshape(big, 513, 30, 10), [3 1 2]); disp(size(p)); disp(sum(p(:) .* (1:numel(p))'))
disp(size(permute(zeros(0, 4, 3), [3 1 2]))); disp(size(zeros(5, 0)'))
disp(permute(7, [2 1])); disp(size(permute(1:5, [3 1 2])))
disp(permute(int8([1 2; 3 4]), [2 1])); disp(class(permute(int8([1 2; 3 4]), [2 1])))
disp(permute(uint16(reshape(1:8, 2, 2, 2)), [3 2 1]))
disp(permute('abcdef', [2 1])'); disp(permute(reshape('abcdefgh', 2, 2, 2), [2 1 3]))
disp(permute(logical([1 0 1; 0 0 1]), [2 1]))
disp(permute(single(reshape(1:6, 1, 2, 3)), [3 2 1]))
z = reshape((1:12) + 1i * (12:-1:1), 3, 4); disp(z'); disp(z.'); disp(permute(z, [2 1]))
disp(permute(complex([1 2; 3 4], 0), [2 1])); disp(isreal(permute(complex([1 2; 3 4], 0), [2 1])))
w = int32(reshape(1:(40*50), 40, 50))'; disp(size(w)); disp(w(50, 38:40))
c = permute({1, 'a'; 2, 'b'}, [2 1]); disp(size(c)); disp(c{1, 2})
try, permute(a, [1 2]), catch err, disp(err.message), end
try, permute(a, [1 1 2]), catch err, disp(err.message), end
try, permute(a, [1 2 4]), catch err, disp(err.message), end
try, permute(a, [0 1 2]), catch err, disp(err.message), end
try, permute(a, [1 2 3 3]), catch err, disp(err.message), end
disp(size(permute(a, [1.5 2.7 3])))
try, ipermute(a, [1 2]), catch err, disp(err.message), end
try, ipermute(a, [1 1 2]), catch err, disp(err.message), end
try, ipermute(a, [1 2 4]), catch err, disp(err.message), end
