function a = area(c)
  a = pi * c.r^2;
end
