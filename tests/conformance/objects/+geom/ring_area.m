function a = ring_area(r1, r2)
  % A package function calls another by its full name.
  a = geom.circle_area(r2) - geom.circle_area(r1);
end
