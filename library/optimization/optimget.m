function retval = optimget (options, parname, default)
% -- PARVAL = optimget (OPTIONS, PARNAME)
% -- PARVAL = optimget (OPTIONS, PARNAME, DEFAULT)
%     The value of option PARNAME of the optimization options structure
%     OPTIONS (made by optimset).  PARNAME may be abbreviated and written in
%     any case; an unknown or ambiguous name gives a warning.  An option
%     not set or empty gives DEFAULT (empty when not given).
%
%     See also: optimset.

  if (nargin < 2 || ! isstruct (options) || ! ischar (parname))
    print_usage ();
  end
  names = __all_opts__ ();
  match = strncmpi (names, parname, length (parname));
  if (sum (match) == 1)
    parname = names{match};
  elseif (! any (match))
    warning ('optimget: unrecognized option: %s', parname);
  else
    others = sprintf (', %s', names{match});
    warning ('optimget: ambiguous option: %s (%s)', parname, others(3:end));
  end
  if (isfield (options, parname) && ! isempty (options.(parname)))
    retval = options.(parname);
  elseif (nargin > 2)
    retval = default;
  else
    retval = [];
  end
end
