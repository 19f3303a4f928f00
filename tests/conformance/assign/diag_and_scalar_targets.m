% A real scalar of any class written on a diagonal matrix's diagonal keeps
% it diagonal; an integer matrix into an indexed double scalar that does
% not fit gives Octave's no-conversion message.
a = eye(3); a(end, end) = uint16(3)
a = eye(3); a(2, 2) = int8(4)
a = eye(3); a(2, 3) = int8(4)
a = eye(3); a(3, 3) = true
s.f = a
try
  a = 2+3i; a(end) = uint8([1 200 255])
catch err
  disp(err.message)
end
try
  a = Inf; a(1:2) = int8([-100 50 100])
catch err
  disp(err.message)
end
try
  a = single(1); a(1:2) = int8([7 8 9])
catch err
  disp(err.message)
end
try
  a = [1 2]; a(1) = int8([1 2 3])
catch err
  disp(err.message)
end
