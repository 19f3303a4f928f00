try
  bitget(1, 0)
catch err
  disp(err.message)
end
try
  bitset(uint8(1), 9)
catch err
  disp(err.message)
end
b = bitget(2^52, 53)
try
  bitset(int8(0), 8)
catch err
  disp(err.message)
end
b = bitset(int8(0), 7)
