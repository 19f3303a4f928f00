function val = subsref (val, idx)
% -- NEWVAL = subsref (VAL, IDX)
%     The part of VAL that the index chain IDX selects: a struct array
%     with fields "type" ("()", "{}" or ".") and "subs" (a cell of
%     subscripts, or a field name), as substruct makes it.  A subscript
%     ':' selects everything.
%
%     See also: subsasgn, substruct.

  if (nargin != 2)
    print_usage ();
  end
  check_chain ('subsref', idx);
  for k = 1:numel (idx)
    s = idx(k).subs;
    switch (idx(k).type)
      case '()'
        val = val(s{:});
      case '{}'
        val = val{s{:}};
      case '.'
        val = val.(s);
    end
  end
end

function check_chain (name, idx)
  if (! isstruct (idx) || ! all (isfield (idx, {'type', 'subs'})))
    error ('%s: IDX must be a struct array with fields "type" and "subs"', name);
  end
  for k = 1:numel (idx)
    if (! any (strcmp (idx(k).type, {'()', '{}', '.'})))
      error ('%s: invalid indexing type ''%s''', name, idx(k).type);
    end
  end
end
