[m{1:2}] = size(ones(3, 4));
m
src = {'a', 'b', 'c'};
[k{1:3}] = src{:};
k
n = 2;
[q{1:n}] = deal(0);
q
