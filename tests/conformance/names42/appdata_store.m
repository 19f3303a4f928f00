% Application data kept on graphics objects (setappdata, getappdata, ...).
setappdata (0, 'data1', ones (3), 'data2', 'hello world');
a = getappdata (0, 'data1')
appdata = getappdata (0)
x = isappdata ([0 0], 'data2')
rmappdata (0, 'data1', 'data2');
x = isappdata (0, 'data1')
h = figure ('visible', 'off');
p = plot (1:3);
setappdata (p, {'a', 'b'}, {1});
setappdata ([h p], 'shared', 'both');
v = getappdata (p)
w = getappdata ([h p], 'shared')
close (h);
calls = {'getappdata (-1, "hello")', 'getappdata (0, 1)', 'getappdata ([0 0])', ...
         'setappdata (-1, "foo", "bar")', 'setappdata (0, "1", 2, "3")', ...
         'setappdata (0, {"1"}, 2, "3", 4)', 'setappdata (0, {"1", "2"}, {2, 3, 4})', ...
         'setappdata (0, 1, 2)', 'isappdata (-1, "hello")', 'isappdata (0, 1)', ...
         'rmappdata (-1, "hello")', 'rmappdata (0, 1)', 'rmappdata (0, "foobar")', ...
         'x = getappdata (0, "nothere")'};
for k = 1:numel (calls)
  try
    eval (calls{k});
  catch err
    disp (err.message);
  end
end
