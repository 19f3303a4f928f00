function y = betaln (a, b)
% BETALN  Natural logarithm of the Beta function:
%   gammaln (A) + gammaln (B) - gammaln (A + B), for real A and B of the
%   same size (or scalars).
  if (nargin ~= 2)
    print_usage ();
  end
  if (~ isreal (a) || ~ isreal (b))
    error ('betaln: A and B must be real');
  elseif (~ isequal (size (a), size (b)) && numel (a) ~= 1 && numel (b) ~= 1)
    error ('betaln: A and B must have consistent sizes');
  end
  y = gammaln (a) + gammaln (b) - gammaln (a + b);
end
