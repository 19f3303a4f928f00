a = typecast(single(1), 'uint32')
b = typecast(uint8([1 0 0 0 2 0 0 0]), 'uint32')
c = typecast(int8([-1 -2]), 'uint8')
d = typecast(1, 'uint8')
e = typecast(uint8([0 0 128 63]'), 'single')
f = typecast(int16(-2), 'uint16')
class(f)
try
  typecast(uint8([1 2 3]), 'uint16')
catch err
  disp(err.message)
end
