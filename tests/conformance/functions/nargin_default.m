function nargin_default()
  disp(scale(3))
  disp(scale(3, 10))
end
function y = scale(x, factor)
  if nargin < 2
    factor = 2;
  end
  y = x * factor;
end
