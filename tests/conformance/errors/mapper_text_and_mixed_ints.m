% Numeric mappers refuse text (the rounding ones take it); min, max and mod
% refuse two integer classes or an integer with a complex value.
fs = {'sqrt', 'exp', 'abs', 'sin', 'floor', 'round', 'log', 'sign', 'isnan', 'real', 'fix', 'cos', 'gamma', 'log2'};
for k = 1:numel (fs)
  try, r = feval (fs{k}, 'hi'); printf ('%s ok %s\n', fs{k}, class (r)); catch e, disp (e.message); end
end
try, r = max (-1.5i, uint8 (250)), catch e, disp (e.message), end
try, r = min (int32 (1), uint8 (2)), catch e, disp (e.message), end
try, r = mod (uint8 (5), int8 (2)), catch e, disp (e.message), end
r = max (int8 (5), 7.9)
