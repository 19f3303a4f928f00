function run (script)
% -- run SCRIPT
% -- run ("SCRIPT")
%     Run the script file SCRIPT (a name, with or without ".m", or a path)
%     in the caller's workspace.  When SCRIPT names a folder, the script
%     runs with that folder as the current one, and the previous current
%     folder is restored afterwards (unless the script changed it).
%
%     See also: evalin, eval, cd, which.

  if (nargin < 1)
    print_usage ();
  end
  [d, f, ext] = fileparts (script);
  if (! strcmp (ext, '.m') && exist ([script, '.m'], 'file'))
    script = [script, '.m'];
  end
  if (! exist (script, 'file'))
    error ('run: file SCRIPT must exist and be a valid Octave scriptfile');
  end
  if (isempty (d))
    file = which (script);
    if (isempty (file))
      file = script;
    end
    evalin ('caller', fileread (file));
    return;
  end
  if (! isfolder (d))
    error ('run: the path %s doesn''t exist', d);
  end
  start = pwd ();
  cd (d);
  here = pwd ();
  try
    evalin ('caller', fileread ([f, '.m']));
  catch err
    if (strcmp (pwd (), here))
      cd (start);
    end
    rethrow (err);
  end
  if (strcmp (pwd (), here))
    cd (start);
  end
end
