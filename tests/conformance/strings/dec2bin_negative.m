% dec2bin and dec2hex of negative numbers: two's complement in 8, 16, 32 or 64 bits
disp(dec2bin(-1))
disp(dec2bin([-1 5]))
disp(dec2bin(-200))
disp(dec2hex(-1))
disp(dec2hex([-1 255]))
disp(dec2bin({1, 2; 3, 4}))
try
  dec2bin(2.5)
catch err
  disp(err.message)
end
