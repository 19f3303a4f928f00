function home ()
% -- home
%     Move the terminal's cursor to its top left corner.  As clc, this
%     writes nothing when the output is not a terminal, which is always the
%     case for a program matc runs.
%
%     See also: clc.

  clc ();
end
