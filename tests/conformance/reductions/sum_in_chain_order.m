% Long sums whose last bits depend on the order of the additions: matc adds
% stretches of terms as integer multiples of the partial sum's last place
% while the sum keeps one exponent, and must print what Octave's one chain
% of additions gives. Ties at the last place (halves against a sum near
% 2^53), sums that cross powers of two, both signs around zero, a term
% that dwarfs the rest, NaN and Inf late in a vector, columns, mean, and
% the two sums of std and var.
function sum_in_chain_order()
n = 200003;
k = (1:n)';
u = mod(k * 40503 + 777, 65536) / 65536;
show('uniform', sum(u * 1000));
show('centred', sum(u - 0.5));
show('halves', sum([2^53; mod(k, 7) - 3.5]));
show('odd', sum([2^53 + 2; 2 * mod(k, 5) + 1]));
show('tiny', sum([1; u * 1e-17]));
show('crossing', sum(2 .^ mod(k, 40) .* u));
big = u; big(100000) = 1e18;
show('big', sum(big));
show('negative', sum(-u .* k));
w = u; w(150000) = NaN;
show('nan', sum(w));
w(150000) = Inf;
show('inf', sum(w));
show('mean', mean(u * 3 - 1));
M = reshape(u(1:200000), 100000, 2);
show('columns', sum(M));
show('row', sum(u'));
show('colon', sum(M(:) * 7));
show('cumsum', sum(cumsum(u(1:5000))));
show('std', [std(u * 1000), std(u - 0.5), std([2^53; mod(k, 7)]), std(-u .* k)]);
show('var', [var(u), var(u, 1), var([u; NaN]), var(u(1:1500) * 1e-300)]);
end

function show(name, s)
  fprintf('%s: %s\n', name, sprintf('%.17g ', s));
end
