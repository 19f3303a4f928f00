function val = subsasgn (val, idx, rhs)
% -- NEWVAL = subsasgn (VAL, IDX, RHS)
%     VAL with the part the index chain IDX selects (see subsref) set to
%     RHS, as the assignment VAL(...){...}.name = RHS would set it; the
%     parts on the way are made when missing.
%
%     See also: subsref, substruct.

  if (nargin != 3)
    print_usage ();
  end
  if (! isstruct (idx) || ! all (isfield (idx, {'type', 'subs'})) || isempty (idx))
    error ('subsasgn: IDX must be a struct array with fields "type" and "subs"');
  end
  s = idx(1).subs;
  if (numel (idx) > 1)
    inner = [];
    try
      inner = subsref (val, idx(1));
    catch
    end
    rhs = subsasgn (inner, idx(2:end), rhs);
  end
  switch (idx(1).type)
    case '()'
      val(s{:}) = rhs;
    case '{}'
      val{s{:}} = rhs;
    case '.'
      val.(s) = rhs;
    otherwise
      error ('subsasgn: invalid indexing type ''%s''', idx(1).type);
  end
end
