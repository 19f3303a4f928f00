% containers.Map errors, worded as Octave words them
m = containers.Map({'a', 'b'}, {1, 2});
try
  m('zz')
catch err
  disp(err.message)
end
try
  m(3)
catch err
  disp(err.message)
end
try
  values(m, {'a', 'q'})
catch err
  disp(err.message)
end
try
  containers.Map({'a', 'b'}, {1})
catch err
  disp(err.message)
end
try
  m.Foo
catch err
  disp(err.message)
end
try
  m + 1
catch err
  disp(err.message)
end
n = containers.Map([1 2], {3, 4});
try
  n(1.5)
catch err
  disp(err.message)
end
u = containers.Map('KeyType', 'char', 'ValueType', 'double');
try
  u('k') = 'text';
catch err
  disp(err.message)
end
m('missing')
