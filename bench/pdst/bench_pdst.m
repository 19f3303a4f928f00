function bench_pdst(scale)
% Pairwise distances of 1000 points in the plane by implicit expansion, then
% masks over them: each point's nearest neighbour and its neighbours within
% a radius, a potential clipped where points come close; each point then
% moves a little toward its nearest neighbour. scale adds steps.
if nargin < 1, scale = 1; end
n = 1000;
k = (1:n)';
x = sin(1.3 * k);
y = cos(0.7 * k + 0.2);
E = zeros(1, scale);
for s = 1:scale
    D = sqrt((x - x') .^ 2 + (y - y') .^ 2);
    D(1:n + 1:end) = Inf;
    [dmin, nearest] = min(D, [], 2);
    near = sum(D < 0.1, 2);
    U = 1 ./ D;
    U(D < 0.02) = 50;
    E(s) = sum(U(:)) / 2;
    lonely = near == 0;
    x(lonely) = x(lonely) + 0.01 * (x(nearest(lonely)) - x(lonely));
    y(lonely) = y(lonely) + 0.01 * (y(nearest(lonely)) - y(lonely));
end
report('dmin', dmin); report('nearest', nearest); report('near', near);
report('E', E); report('xy', [x, y]);
end

function report(name, x)
% Prints a digest of x that is stable across implementations.
x = double(real(x(:)));
w = (1:numel(x))';
fprintf('%s: n=%d sum=%.10e abs=%.10e wsum=%.10e max=%.10e min=%.10e\n', ...
        name, numel(x), sum(x), sum(abs(x)), sum(w .* x), max(x), min(x));
end
