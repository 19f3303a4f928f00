% Arrays grown inside for loops whose final size is known at the loop entry.
% matc: preallocations 6, reallocations 0
n = 500;
x = [];
for i = 1:n
  x(i) = i * 2;
end
y = zeros(1, 0);
for k = 1:n
  y(end+1) = k;
end
A = zeros(3, 0);
for j = 1:n
  A(:, j) = [j; 2*j; 3*j];
end
B = zeros(2, 0);
for j = 1:n
  B(:, end+1) = [j; 1];
end
% Another variable still sees the old value: the first update copies it, with room.
z = y;
for k = 1:10
  z(end+1) = -k;
end
% A descending range reaches its largest index first.
w = [];
for i = n:-1:1
  w(i) = i;
end
printf('%d %d %d\n', size(x), sum(x));
printf('%d %d %d\n', size(y), sum(y));
printf('%d %d %d\n', size(A), sum(A(:)));
printf('%d %d %d\n', size(B), sum(B(:)));
printf('%d %d %d %d %d\n', size(y), size(z), sum(z));
printf('%d %d %d\n', size(w), sum(w));
