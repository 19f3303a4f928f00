function v = rotate_about (v, axis, theta)
  % The vector V turned THETA degrees about AXIS (through the origin).
  [x, y, z] = __rotate_around_axis__ (v(1), v(2), v(3), theta, axis, [0, 0, 0]);
  v = [x, y, z];
end
