function [xx, yy] = arrow_lines (x0, y0, u, v, head)
  % Arrows from (x0, y0) along (u, v) as one NaN-separated polyline each:
  % the shaft, then a head whose barbs are HEAD times the arrow's length,
  % 20 degrees either side of it.
  n = numel (u);
  xx = zeros (6, n);
  yy = zeros (6, n);
  for k = 1:n
    x1 = x0(k) + u(k);  y1 = y0(k) + v(k);
    a = atan2 (v(k), u(k));
    l = head * hypot (u(k), v(k));
    xx(:, k) = [x0(k); x1; x1 - l * cos(a - pi/9); NaN; x1; x1 - l * cos(a + pi/9)];
    yy(:, k) = [y0(k); y1; y1 - l * sin(a - pi/9); NaN; y1; y1 - l * sin(a + pi/9)];
  end
  xx = [xx; NaN(1, n)](:);
  yy = [yy; NaN(1, n)](:);
end
