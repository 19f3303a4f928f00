function a = area(r)
% AREA  The area of a disk of radius r.
  a = pi * r^2;
end
