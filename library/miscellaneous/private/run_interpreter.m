function [output, status] = run_interpreter (program, scriptfile, args, nargs)
% python and perl: PROGRAM run on SCRIPTFILE (or on the code of a '-c'
% or '-e' option) with the string arguments ARGS, through the shell.
  if (! ischar (scriptfile) || (nargs == 1 && isempty (scriptfile)) ...
      || ! iscellstr (args))
    error ('%s: invalid arguments', program);
  end
  if (! any (strncmp (scriptfile, {'-c', '-e'}, 2)))
    found = file_in_loadpath (scriptfile);
    if (! isempty (found))
      scriptfile = found;
    end
  end
  [status, output] = system ([program, ' ', scriptfile, sprintf(' %s', args{:})]);
end
