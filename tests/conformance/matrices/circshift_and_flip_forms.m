% circshift validates N as Octave's m-file does; flips and shifts
% rearrange struct arrays and cells like any array.
function circshift_and_flip_forms()
  x = circshift(1:4, [1 1])
  y = circshift(magic(3), -1, 2)
  attempt('circshift(1:4, 1:4)');
  attempt('circshift(1:4, 1.5)');
  attempt('circshift(magic(3), [1 1], 2)');
  attempt('circshift(ones(2, 2), 1, 3)');
  e = circshift([], 3)
  s(1).a = 1; s(2).a = 2; s(3).a = 3;
  t = fliplr(s); disp([t.a])
  u = circshift(s, 1); disp([u.a])
  v = flipud(struct('a', 1))
  w = fliplr({1, 'b', 3})
  attempt('reshape(1:6, -1, 3)');
  attempt('reshape(1:6, [2 -3])');
  attempt('reshape(1:6, [], -3)');
end

function attempt(code)
  try
    eval(code);
  catch err
    disp(err.message)
  end
end
