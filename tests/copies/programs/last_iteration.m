function last_iteration()
% Arguments a callee writes, passed on every iteration of a loop: only the
% last iteration may hand over the array itself, and only when nothing reads
% it afterwards.

% Loop-invariant argument, dead after the loop (crni's Vd): the last call
% may take it.
d = [1 2 3 4];
s = 0;
for k = 1:3
  s = s + total_after_zeroing(d);
end
disp(s)

% The same, but read after the loop: every call copies.
d = [1 2 3 4];
for k = 1:3
  s = total_after_zeroing(d);
end
disp(d)

% Written in the loop before the call, read by the next call (crni's Vb).
b = zeros(1, 4);
for k = 1:4
  b(2) = k;
  t = total_after_zeroing(b);
end
disp(t)

% Read after the call in the same iteration.
b = [5 6 7];
for k = 1:2
  u = total_after_zeroing(b);
  disp(b(1) + u)
end

% A break after the call leaves the loop early, still dead afterwards.
e = [1 1 1];
for k = 1:10
  v = total_after_zeroing(e);
  if k == 2
    break
  end
end
disp(v)

% A while loop: no counter to tell the last iteration.
w = [2 2 2];
k = 0;
while k < 3
  k = k + 1;
  z = total_after_zeroing(w);
end
disp(z)
disp(w)

% Nested loops: the inner loop's last call is not the outer loop's.
g = [3 3 3];
for i = 1:2
  for j = 1:2
    r = total_after_zeroing(g);
  end
end
disp(r)

% The callee returns its written parameter; the result is then updated.
h = [4 4 4];
for k = 1:2
  y = zero_first(h);
  y(3) = -k;
end
disp(y)

% An error in the last call, caught where the array is read again.
c = [9 9 9];
try
  for k = 1:3
    q = fail_on_three(c, k);
  end
catch
  disp(c)
end

% The loop goes over a matrix's columns, and the count is an expression.
m = magic(3);
a = [1 2 3];
for col = m(:, 1:2)
  p = total_after_zeroing(a) + col(1);
end
disp(p)
end

function t = total_after_zeroing(x)
x(1) = 0;
t = sum(x);
end

function x = zero_first(x)
x(1) = 0;
end

function t = fail_on_three(x, k)
x(1) = 0;
if k == 3
  error('three');
end
t = sum(x);
end
