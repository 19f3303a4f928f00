function y = roundb (x)
% -- Y = roundb (X)
%     X rounded to the nearest integer, halves to the even one (banker's
%     rounding): roundb (2.5) is 2, roundb (3.5) is 4.
%
%     See also: round, fix, floor, ceil.

  if (nargin != 1)
    print_usage ();
  end
  if (iscomplex (x))
    y = roundb (real (x)) + 1i * roundb (imag (x));
    return;
  end
  y = round (x);
  if (isfloat (x))
    tie = abs (x - fix (x)) == 0.5;
    y(tie) = 2 * round (x(tie) / 2);
  end
end
