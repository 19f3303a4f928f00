function y = polyout (c, x)
% POLYOUT  Write a polynomial as a string.
%   polyout (C, X) displays C(1)*X^(N-1) + ... + C(N) (each coefficient
%   with num2str (., 5), complex ones in parentheses); the default
%   variable name X is "s".  With an output the string is returned.
  if (nargin < 1)
    print_usage ();
  end
  if (~ isvector (c))
    error ('polyout: first argument must be a vector');
  end
  if (nargin == 1)
    x = 's';
  elseif (~ ischar (x))
    error ('polyout: second argument must be a string');
  end
  n = numel (c);
  if (n > 0)
    s = coeff (c(1));
    for i = 2:n
      if (real (c(i)) < 0)
        sep = ' - ';
        c(i) = -c(i);
      else
        sep = ' + ';
      end
      s = sprintf ('%s*%s^%d%s%s', s, x, n + 1 - i, sep, coeff (c(i)));
    end
  else
    s = ' ';
  end
  if (nargout == 0)
    disp (s);
  else
    y = s;
  end
end

function s = coeff (c)
  s = num2str (c, 5);
  if (imag (c) ~= 0 && real (c) ~= 0)
    s = ['(', s, ')'];
  end
end
