function tf = isstring (s)
% ISSTRING  Whether S is a string array: always false.
%   Like Octave, matc has no string class (a "..." literal is a character
%   array), so isstring is false for every value.
  if (nargin ~= 1)
    print_usage ();
  end
  tf = false;
end
