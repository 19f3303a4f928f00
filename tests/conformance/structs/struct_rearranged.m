% Struct arrays rearranged by the shape builtins: elements move whole, the
% places tril/triu clear are elements whose fields are all [], and diag
% refuses a struct.
s = struct ('a', {1, 2, 3}, 'b', {'x', 'y', 'z'});
t = tril (repmat (s, 3, 1));
disp (size (t)); disp (t(1,2)); disp (t(3,1));
u = triu (s.');
disp (size (u)); disp (u(2).a);
f = fliplr (s); disp ([f.a]);
c = circshift (s, 1); disp ([c.a]); disp ([c.b]);
r = rot90 (s); disp (size (r)); disp ([r.a]);
r2 = rot90 (s, 2); disp ([r2.a]);
p = flipud (s.'); disp ([p.a]);
e = tril (struct ('a', {})); disp (size (e));
try
  diag (s)
catch err
  disp (err.message);
end
try
  diag (struct ('a', 1), 1)
catch err
  disp (err.message);
end
