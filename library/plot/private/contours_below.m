function contours_below (ax, args)
  % The contour lines of a surface's Z drawn in axes AX at the lowest Z,
  % under it (meshc, surfc); ARGS are the surface's arguments after AX.
  nums = 0;
  while (nums < numel (args) && ! ischar (args{nums+1}))
    nums = nums + 1;
  end
  if (nums >= 3)
    [x, y, z] = args{1:3};
  else
    z = args{1};
    [x, y] = meshgrid (1:columns (z), 1:rows (z));
  end
  held = ishold (ax);
  hold (ax, "on");
  c = contourc (x, y, z);
  base = min (z(:));
  k = 1;
  while (k < columns (c))
    n = c(2,k);
    plot3 (ax, c(1,k+1:k+n), c(2,k+1:k+n), base * ones (1, n));
    k = k + n + 1;
  end
  if (! held)
    hold (ax, "off");
  end
end
