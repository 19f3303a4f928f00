% Quotients by one divisor that serves many (an array by a scalar, and a
% page divisor broadcast over the pages of a 3-D array), bit for bit the
% divisions: ordinary values, values at and beyond 2^-500 and 2^500, zeros,
% infinities, NaNs and subnormals, on the paths matc takes in steps.
function quotients_by_one_divisor ()
  k = (1:4000)';
  x = sin (k * 1.7) .* 10 .^ mod (k, 13) - 3 * cos (k);
  edge = [0; -0; Inf; -Inf; NaN; 5e-324; 1e-310; 1e308; -1e308; 2^500; ...
          2^-500; 2^500 * (1 + eps); 2^-500 * (1 - eps / 2); 2^501; 2^-501; ...
          1; -1; 3; 1e-300; 1e300];
  x(37:36 + numel (edge)) = edge;
  for y = [7, 3, 0.1, -2.5, 1e-300, 1e300, 2^500, 2^-500, 2^501, 5e-324, ...
           0, -0, Inf, -Inf, NaN, 1 + eps]
    show (sprintf ("x / %s", num2hex (y)), x / y);
  end
  % In place, in a loop: the array is the only owner.
  u = x;
  for i = 1:5
    u = u / 1.0001;
  end
  show ("u / 1.0001 five times", u);
  % A page divisor: each page of dr divided by the same r .^ 3.
  n = 80;
  [ii, jj] = ndgrid (1:n, 1:n);
  R = [sin(k(1:n)), cos(2 * k(1:n)), sin(3 * k(1:n) + 0.5)];
  dr = zeros (n, n, 3);
  for step = 1:3
    dr(:) = R(jj(:), :) - R(ii(:), :);
    r = sqrt (dr(:, :, 1) .^ 2 + dr(:, :, 2) .^ 2 + dr(:, :, 3) .^ 2 + 0.01 * step);
    fr = dr ./ r .^ 3;
    show (sprintf ("dr ./ r .^ 3, step %d", step), fr);
    R = R + 1e-3 * squeeze (mean (fr));
  end
  % Page divisors at the edges of the range (divided), and within it with
  % numerators at the edges (divided a chunk of eight at a time).
  d = reshape (edge(mod (0:255, numel (edge)) + 1), 16, 16);
  P = reshape (x(1:768), 16, 16, 3);
  e = 1 + abs (sin (reshape (1:256, 16, 16)));
  for i = 1:2
    show ("P ./ (d * 1)", P ./ (d * 1));
    show ("P ./ (e * 1)", P ./ (e * 1));
    show ("P ./ e .^ 2", P ./ e .^ 2);
    show ("P ./ (e * 2^499)", P ./ (e * 2^499));
    show ("P ./ (e * 2^-500)", P ./ (e * 2^-500));
    % The divisors as variables: the operator's own broadcast.
    show ("P ./ e", P ./ e);
    show ("P ./ d", P ./ d);
    X = reshape (P(1:600), 20, 30);
    s = sum (X);
    c = X(:, 3);
    show ("X ./ s", X ./ s);
    show ("X ./ c", X ./ c);
    show ("X ./ edge(1:20)", X ./ edge(1:20));
    row = [edge; edge];
    show ("X ./ row(1:30)'", X ./ row(1:30)');
    P = P * 2^490;
  end
end

function show (what, q)
  % Every bit of q in one number: the halves of each double as integers,
  % weighted by position, summed exactly.
  h = double (typecast (q(:), "uint32"));
  w = mod ((1:numel (h))', 1009) + 1;
  printf ("%s: %d %s %s\n", what, mod (sum (mod (h .* w, 65521)), 65521), ...
          num2hex (q(1)), num2hex (q(end)));
end
