% An elementwise statement in a compiled loop whose result is written over
% an array that dies there: a row over a column of as many elements keeps
% the row's shape.
V = (1:4)' / 3; R = [1 -2 3 0.5]; s = 2.5;
for i = 1:3
  for j = 1:1
    V = V + 0;
    V = abs(R * s) / 3;
  end
end
disp(V)
disp(size(V))
W = [1 2 3 4];
for i = 1:2
  for j = 1:2
    W = W * 2;
    W = (R' + 1) .* 2;
  end
end
disp(W)
disp(size(W))
