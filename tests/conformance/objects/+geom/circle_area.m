function a = circle_area(r)
  % The area of a circle of radius r.
  a = pi * r.^2;
end
