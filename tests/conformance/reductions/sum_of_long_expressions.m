% Sums of long elementwise expressions, which matc computes a part at a
% time on one thread while the other adds the parts in order: the sum must
% be the chain of additions from the first element, as Octave's is. Odd
% lengths (a last part shorter than the rest), a block of a vector, a
% strided row, a range, a square root, and a sum of a lazy vector shorter
% than a part.
function sum_of_long_expressions()
n = 300007;
k = (1:n)';
x = mod(k * 40503 + 777, 65536) / 65536 - 0.5;
show('abs', sum(abs(x)));
show('weighted', sum(k .* x));
show('squares', sum(x .^ 2 + 3 * x));
show('root', sum(sqrt(abs(x)) - x / 7));
show('block', sum(abs(x(5:end - 3)) .* 2));
M = reshape(x(1:300000), 3, []);
show('row', sum(M(2, :) .* M(3, :) - 1));
show('range', sum((1:n) .* 0.5 - 7));
show('short', sum(abs(x(1:5000)) - 0.25));
show('long', sum(abs([x; x; x; x]) .* 1.5));
end

function show(name, s)
  fprintf('%s: %.17g\n', name, s);
end
