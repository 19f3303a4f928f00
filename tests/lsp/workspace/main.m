% A script with one of each problem the server reports.
n = 10;
squares = [];
for k = 1:n
  squares(k) = k^2;
end
total = helper(squares);
extra = 3;
A = ones(2, 3);
B = ones(4, 5);
C = A * B;
z = sin(1, 2);
r = geom.area(2);
w = undefined_thing + 1;
disp(total);
s.name = 'disk';
s.radius = 2;
data = load('values.txt');
