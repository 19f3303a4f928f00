function bench_life(scale)
% Conway's Game of Life on a 256 x 256 torus, written array at a time: the
% neighbour counts as a sum of eight circshifts, the rule as logical masks,
% the population by nnz; scale adds generations.
if nargin < 1, scale = 1; end
n = 256;
[i, j] = ndgrid(1:n, 1:n);
A = mod(7 * i + 13 * j + i .* j, 5) == 0;
pop = zeros(1, 10 * scale);
for g = 1:10 * scale
    N = circshift(A, [1 0]) + circshift(A, [-1 0]) + circshift(A, [0 1]) + ...
        circshift(A, [0 -1]) + circshift(A, [1 1]) + circshift(A, [1 -1]) + ...
        circshift(A, [-1 1]) + circshift(A, [-1 -1]);
    A = N == 3 | (A & N == 2);
    pop(g) = nnz(A);
end
report('A', A); report('N', N); report('pop', pop);
end

function report(name, x)
% Prints a digest of x that is stable across implementations.
x = double(real(x(:)));
w = (1:numel(x))';
fprintf('%s: n=%d sum=%.10e abs=%.10e wsum=%.10e max=%.10e min=%.10e\n', ...
        name, numel(x), sum(x), sum(abs(x)), sum(w .* x), max(x), min(x));
end
