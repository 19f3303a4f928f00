function bench_nb3v(scale)
% Vectorized 3-D n-body: all pairwise differences as one n x n x 3 array per
% step, written the way a newcomer to array code writes it (index arrays,
% element-wise chains, a reduction); scale adds time steps.
if nargin < 1, scale = 1; end
n = 80;
k = (1:n)';
R = [sin(k), cos(2 * k), sin(3 * k + 0.5)];
V = zeros(n, 3);
[R, V] = nb3v(R, V, 0.001, 5 * scale);
report('R', R); report('V', V);
end

function [R, V] = nb3v(R, V, dt, steps)
n = size(R, 1);
[ii, jj] = ndgrid(1:n, 1:n);
ii = ii(:); jj = jj(:);
dr = zeros(n, n, 3);
F = zeros(n, 3);
for s = 1:steps
    dr(:) = R(jj, :) - R(ii, :);
    r = sqrt(dr(:, :, 1) .^ 2 + dr(:, :, 2) .^ 2 + dr(:, :, 3) .^ 2 + 0.01);
    fr = dr ./ r .^ 3;
    F(:) = mean(fr) * n;
    V = V + dt * F;
    R = R + dt * V;
end
end

function report(name, x)
% Prints a digest of x that is stable across implementations.
x = double(real(x(:)));
w = (1:numel(x))';
fprintf('%s: n=%d sum=%.10e abs=%.10e wsum=%.10e max=%.10e min=%.10e\n', ...
        name, numel(x), sum(x), sum(abs(x)), sum(w .* x), max(x), min(x));
end
