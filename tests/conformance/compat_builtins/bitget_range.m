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
