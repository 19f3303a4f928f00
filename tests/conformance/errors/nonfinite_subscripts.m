% A NaN or infinite subscript is named as Octave prints it (nan, inf).
a = [1 2 3];
c = {@() a(NaN), @() a(NaN, 1), @() a(1, NaN), @() a(Inf), @() a(-Inf), @() a(1.5)};
for k = 1:numel (c)
  try
    c{k}();
  catch e
    disp (e.message);
  end
end
try
  a(NaN) = 1;
catch e
  disp (e.message);
end
