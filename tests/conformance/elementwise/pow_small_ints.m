% Array .^ 2, .^ 3 and .^ -1 multiply (Octave's elem_xpow), scalars use pow.
x = [481278247.50960767, 0.12607531969677038, -3.5];
printf('%.17g\n', x .^ 2);
printf('%.17g\n', x .^ 3);
printf('%.17g\n', x .^ -1);
printf('%.17g\n', x(1) ^ 2, x(2) ^ -1);
printf('%.17g\n', x .^ 4);
y = [true false] .^ 2
z = x' .^ 2
% Long arrays take the vectorized loops: the same products and quotients.
w = sin(1:100000) * 1e3 + 0.25;
[isequal(w .^ 2, w .* w), isequal(w .^ 3, (w .* w) .* w), isequal(w .^ -1, 1 ./ w)]
printf('%.17g\n', sum(w .^ 2), sum(w .^ 3), sum(w .^ -1));
