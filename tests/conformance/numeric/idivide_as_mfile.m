% idivide corrects the rounded quotient as idivide.m does, by the sign of
% the divisor (its 'fix' of a negative quotient included); its errors are
% those of x ./ y.
function idivide_as_mfile()
  attempt('x = idivide(-1.5, int8(-5))');
  attempt('x = idivide(int8(-5), ''abc'')');
  attempt('x = idivide(int8([7 -7 7 -7]), int8([2 2 -2 -2]))');
  attempt('x = idivide(int8([7 -7 7 -7]), int8([2 2 -2 -2]), ''floor'')');
  attempt('x = idivide(int8([7 -7 7 -7]), int8([2 2 -2 -2]), ''ceil'')');
  attempt('x = idivide(int8([7 -7 7 -7]), int8([2 2 -2 -2]), ''round'')');
  attempt('x = idivide(int8(-7), int8([2 -2]))');
  attempt('x = idivide(int16([-7 7]), 2)');
  attempt('x = idivide(uint8(200), uint8([0 3 7]))');
  attempt('x = idivide(int8(-5), 2+3i)');
  attempt('x = idivide(int8(1), {2})');
end

function attempt(code)
  try
    eval(code);
  catch err
    disp(err.message)
  end
end
