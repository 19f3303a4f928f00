function multiple_returns_partial()
  q = divmod(17, 5)
  [q, r] = divmod(17, 5)
end
function [q, r] = divmod(a, b)
  q = floor(a / b);
  r = mod(a, b);
end
