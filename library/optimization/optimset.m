function retval = optimset (varargin)
% -- optimset ()
% -- OPTIONS = optimset ()
% -- OPTIONS = optimset (PAR, VAL, ...)
% -- OPTIONS = optimset (OLD, PAR, VAL, ...)
% -- OPTIONS = optimset (OLD, NEW)
% -- OPTIONS = optimset (FCN)
%     Create or modify an options structure for the optimization
%     functions (fminbnd, fminsearch, fminunc, fsolve, fzero, lsqnonneg,
%     pqpnonneg, ...).
%
%     Without arguments, lists every option name (or, with an output,
%     returns a structure with all of them empty).  Option names may be
%     abbreviated and written in any case; an unknown or ambiguous one
%     gives a warning and is set as written.  OPTIONS = optimset (OLD,
%     NEW) sets the non-empty fields of NEW in OLD.  optimset (FCN)
%     returns the defaults of solver FCN (FCN ("defaults")).
%
%     See also: optimget.

  names = __all_opts__ ();
  if (nargin == 0)
    if (nargout == 0)
      printf ('\nAll possible optimization options:\n\n');
      printf ('  %s\n', names{:});
      printf ('\n');
    else
      retval = cell2struct (repmat ({[]}, size (names)), names, 2);
    end
  elseif (nargin == 1 && ischar (varargin{1}))
    fcn = varargin{1};
    try
      retval = feval (fcn, 'defaults');
    catch
      error ('optimset: no defaults for function ''%s''', fcn);
    end
  elseif (nargin == 2 && isstruct (varargin{1}) && isstruct (varargin{2}))
    retval = set_fields (names, varargin{1}, varargin{2}, false);
  elseif (mod (nargin, 2) == 1 && isstruct (varargin{1}))
    retval = set_fields (names, varargin{1}, pairs_struct (varargin(2:end)), true);
  elseif (mod (nargin, 2) == 0)
    retval = set_fields (names, struct (), pairs_struct (varargin), true);
  else
    print_usage ();
  end
end

function s = pairs_struct (args)
  pairs = reshape (args, 2, []);
  s = cell2struct (pairs(2, :), pairs(1, :), 2);
end

function opts = set_fields (names, opts, new, keep_empty)
% Sets the fields of NEW in OPTS under their full names; empty values
% only when KEEP_EMPTY.
  keys = fieldnames (new);
  for k = 1:numel (keys)
    key = keys{k};
    val = new.(key);
    match = strncmpi (names, key, length (key));
    if (sum (match) == 1)
      key = names{match};
    elseif (! any (match))
      warning ('optimset: unrecognized option: %s', key);
    else
      others = sprintf (', %s', names{match});
      warning ('optimset: ambiguous option: %s (%s)', key, others(3:end));
    end
    if (keep_empty || ! isempty (val))
      opts.(key) = val;
    end
  end
end
