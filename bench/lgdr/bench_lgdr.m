function bench_lgdr(scale)
% Vectorized Legendre polynomials P_0..P_K at many points by the three-term
% recurrence, one column per degree; scale multiplies the points.
if nargin < 1, scale = 1; end
np = 32000 * scale;
x = linspace(-1, 1, np);
for rep = 1:3
    P = lgdr(x, 24);
end
report('P', P);
end

function P = lgdr(x, K)
P = zeros(numel(x), K + 1);
P(:, 1) = 1;
P(:, 2) = x';
for j = 1:K - 1
    P(:, j + 2) = (1 / (j + 1)) * ((2 * j + 1) * x' .* P(:, j + 1) - j * P(:, j));
end
end

function report(name, x)
% Prints a digest of x that is stable across implementations.
x = double(real(x(:)));
w = (1:numel(x))';
fprintf('%s: n=%d sum=%.10e abs=%.10e wsum=%.10e max=%.10e min=%.10e\n', ...
        name, numel(x), sum(x), sum(abs(x)), sum(w .* x), max(x), min(x));
end
