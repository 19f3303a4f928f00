function h = patch3 (x, y, z, c, ax)
  % A patch with z data (the x-y polygon, then its heights).
  h = patch (x, y, c, "parent", ax);
  set (h, "zdata", z);
end
