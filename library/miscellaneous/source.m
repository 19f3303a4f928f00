function source (file, context)
% -- source (FILE)
% -- source (FILE, CONTEXT)
%     Parse and run the contents of FILE in the caller's workspace (or in
%     CONTEXT's, "caller" or "base").  Unlike run, FILE is not searched
%     for on the path and need not end in ".m".
%
%     See also: run, evalin.

  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2)
    context = 'caller';
  end
  if (! ischar (file))
    error ('source: FILE must be a string');
  end
  if (! any (strcmp (context, {'caller', 'base'})))
    error ('source: CONTEXT must be "caller" or "base"');
  end
  if (! exist (file, 'file'))
    error ('source: error sourcing file ''%s''', file);
  end
  if (strcmp (context, 'base'))
    evalin ('base', fileread (file));
  else
    evalin ('caller', fileread (file));
  end
end
