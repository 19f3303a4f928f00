% A logical array takes no char value (a logical scalar does) and no NaN,
% whatever the subscripts.
function logical_from_char_nan()
  attempt('y = [true false true]; y(:) = ''z''; y');
  attempt('b = logical([1 0; 0 1]); b(end+1) = ''a''');
  attempt('a = true(1, 0); a(1) = ''a''');
  attempt('a = true; a([]) = NaN');
  attempt('a = true; a(2) = NaN');
  attempt('a = [true false]; a(1:2) = [NaN 1]');
  attempt('a = [true false]; a(1) = 1; a');
end

function attempt(code)
  try
    eval(code);
  catch err
    disp(err.message)
  end
end
