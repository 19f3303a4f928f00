function local_function()
  y = square(4)
end
function r = square(x)
  r = x .^ 2;
end
