% structfun with UniformOutput false returns a struct with the same fields;
% getfield/setfield follow index paths; sortrows sorts cell arrays.
s.a = 1; s.b = [1 2];
o = structfun(@(x) x*2, s, 'UniformOutput', false)
t = struct('a', {1, 2, 3}, 'b', {4, 5, 6});
[p, q] = structfun(@(x) deal(x + x, x * x), t);
size(p)
q(:)'
ss(1,2).fd(3).b(1,4) = 5;
getfield(ss, {1,2}, 'fd', {3}, 'b', {1,4})
oo.f0 = 1;
oo = setfield(oo, {1,2}, 'fd', {3}, 'b', {1,4}, 6);
oo(1,2).fd(3).b
C = {1, 'x'; 3, 'y'; 2, 'z'};
[C2, i] = sortrows(C, -1)
sortrows({'b', 2; 'a', 1; 'c', 0})
try
  getfield(1, 2)
catch e
  disp(e.message)
end
try
  sortrows([1 2; 3 4], 3)
catch e
  disp(e.message)
end
