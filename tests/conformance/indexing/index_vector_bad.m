% An index vector with an element out of bound, zero or fractional.
A = magic(3);
try
  A([1 4], :)
catch e
  disp(e.message)
end
try
  A(:, [0 1])
catch e
  disp(e.message)
end
try
  A([1.5 2], 1)
catch e
  disp(e.message)
end
A([3 2], [1 1])
