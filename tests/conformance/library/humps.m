function y = humps (x)
% A user's humps, which shadows the library's.
  if (nargin < 1)
    x = 0.5;
  end
  y = (x - 0.6) .^ 2;
end
