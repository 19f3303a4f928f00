% A wrong call inside a program: Octave's message has the usage lines (or
% the first paragraph of a function's help) and no pointer to the manual.
function usage_in_program
  try, fliplr (); catch e, printf ('[%s]\n', e.message); disp (e.identifier), end
  try, numel (); catch e, printf ('[%s]\n', e.message); end
  try, halve (); catch e, printf ('[%s]\n', e.message); end
  strrep (1)
end

function y = halve (x)
% HALVE  Half of a number.
%   y = halve (x)
%
%   More.
  if nargin != 1
    print_usage ();
  end
  y = x / 2;
end
