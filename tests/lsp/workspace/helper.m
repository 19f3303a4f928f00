function t = helper(v)
% HELPER  The sum of a vector's elements.
%   t = helper(v) adds up v.
  t = 0;
  for i = 1:numel(v)
    t = t + v(i);
  end
  unused = 1;
  sum = t;
end
