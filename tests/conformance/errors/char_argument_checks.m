% Builtins that refuse char arguments where Octave does: cumsum, cumprod,
% diff, max/min of a char and a non-char, det of a char matrix, norm of
% anything but single or double.
function char_argument_checks()
  attempt('x = cumsum(''ab'')');
  attempt('x = cumsum([''ab''; ''cd''])');
  attempt('x = cumprod(''ab'')');
  attempt('x = diff(''a'')');
  attempt('x = diff(struct(''a'', 1))');
  attempt('x = diff({1})');
  attempt('x = diff([true false true])');
  attempt('x = max(2.25, ''z'')');
  attempt('x = max(''a'', ''z'')');
  attempt('x = max([1 2], ''ab'')');
  attempt('x = max(int8(1), ''a'')');
  attempt('x = det([''ab''; ''cd''])');
  attempt('x = det(''ab'')');
  attempt('x = det('''')');
  attempt('x = norm(''abc'')');
  attempt('x = norm(int8([1 2]))');
  attempt('x = norm([true false])');
  attempt('x = norm(''abc'', ''fro'')');
  attempt('x = norm({1})');
  attempt('x = norm(single([3 4]))');
end

function attempt(code)
  try
    eval(code);
  catch err
    disp(err.message)
  end
end
