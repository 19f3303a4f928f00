% Growth whose final size depends on the data: nothing is preallocated.
% matc: preallocations 0, reallocations fewer than the 30 elements and rows
% added (buffers grow by doubling)
v = [];
s = 0;
while s < 20
  s = s + 1;
  v(end+1) = s;
end
M = zeros(0, 2);
k = 0;
while k < 10
  k = k + 1;
  M(k, :) = [k, k^2];
end
printf('%d %d %d\n', size(v), sum(v));
printf('%d %d %d\n', size(M), sum(M(:)));
