% A cell or struct assigned into an element of a numeric, char or logical
% array is refused with Octave's words.
vals = {1, [1 2], 'ab', true, int8(1), single([1 2])};
for k = 1:numel (vals)
  x = vals{k};
  try, x(1) = {1}; catch e, disp (e.message), end
  try, x(1) = struct ('a', 1); catch e, disp (e.message), end
end
c = {1}; c(1) = 5; disp (c)
