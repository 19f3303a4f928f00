% A loop the native tier compiles: see `matc ir --lir examples/sumsq.m`.
s = 0;
for k = 1:1000000
  s = s + k^2;
end
disp(s)
