function function_returns_struct()
  s = make_point(3, 4)
end
function p = make_point(x, y)
  p.x = x;
  p.y = y;
  p.r = sqrt(x^2 + y^2);
end
