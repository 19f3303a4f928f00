% How Octave names N-d operands in nonconformant errors: two subscripts see
% the rhs's first two dimensions, more subscripts its non-singleton ones,
% and the matrix operators fold trailing dimensions into the columns. A
% colon sizes itself from the rhs only when every dimension is 0.
function nonconformant_nd_operands()
  attempt('a = 0; a(1, :) = ones(2, 3, 4);');
  attempt('a = zeros(2, 2); a(1, :) = reshape(1:8, 2, 2, 2);');
  attempt('a = 0; a(1, 2, 1) = [1 2 3];');
  attempt('a = 0; a(1, 2, 1) = [1 2 3]'';');
  attempt('a = 0; a(1, 1, 1) = ones(2, 3, 2);');
  attempt('a = zeros(2, 2); a(1, :, 1) = ones(2, 3, 4);');
  attempt('a = 0; a(1:2) = ones(2, 3, 4);');
  attempt('x = magic(3) * reshape(1:8, 2, 2, 2);');
  attempt('x = reshape(1:8, 2, 2, 2) \ 1;');
  attempt('x = ones(1, 3, 4) / ones(2, 3);');
  attempt('x = ones(3, 3) / ones(2, 3, 4);');
  attempt('a = zeros(1, 0); a(1, :) = 0:0.5:2;');
  attempt('a = zeros(0, 3); a(:, 1) = [1; 2];');
  attempt('a = zeros(0, 3); a(:, 1) = 5; disp(size(a))');
  attempt('a = []; a(:, 1) = [1; 2]; disp(a)');
  attempt('a = zeros(1, 0); a(:, 1) = int8(-5); disp(a)');
end

function attempt(code)
  try
    eval(code);
  catch err
    disp(err.message)
  end
end
