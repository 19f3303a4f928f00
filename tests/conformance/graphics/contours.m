% contourc's contour matrix and levels, and contour's.
z = [1 2 3; 2 4 2; 3 2 1];
c = contourc(z, [2.5 3.5])
[c, lev] = contourc(z, 2)
c = contourc(1:3, [10 20 30], z, [1.5 1.5])
set(0, 'defaultfigurevisible', 'off');
[c, h] = contour(peaks(5), 3);
size(c)
c(:, 1)'
isscalar(h)
c = contourc([0 1; 1 0], [0.5 0.5])
z = peaks(20);  % Octave lists closed lines row by row
c = contourc(z, 7);
k = 1;
while k < columns(c)
  n = c(2,k);
  printf('%g %d %.4f %.4f %.4f %.4f\n', c(1,k), n, c(1,k+1), c(2,k+1), c(1,k+n), c(2,k+n));
  k = k + n + 1;
end
