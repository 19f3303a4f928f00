function old = ls_command (new)
% -- VAL = ls_command ()
% -- OLD = ls_command (NEW)
%     The shell command that ls runs ("ls -C"); with NEW, replace it and
%     return the previous one.
%
%     See also: ls, dir.

  persistent cmd
  if (isempty (cmd))
    cmd = 'ls -C';
  end
  old = cmd;
  if (nargin == 1)
    if (! ischar (new))
      error ('ls_command: argument must be a character string');
    end
    cmd = new;
  end
end
