function n = rindex (s, t)
% RINDEX  Position of the last occurrence of a substring.
%   rindex (S, T) is index (S, T, "last"): the position of the last
%   occurrence of T in S, 0 if there is none.
  if (nargin ~= 2)
    print_usage ();
  end
  n = index (s, t, 'last');
end
