function s = substruct (varargin)
% -- S = substruct (TYPE, SUBS, ...)
%     The index structure array (fields "type" and "subs") that subsref
%     and subsasgn take: each TYPE is "()" or "{}" with a cell array SUBS
%     of indices, or "." with a field name.
%
%     See also: subsref, subsasgn.

  if (nargin < 2 || mod (nargin, 2) != 0)
    print_usage ();
  end
  types = varargin(1:2:end);
  subs = varargin(2:2:end);
  for k = 1:numel (types)
    t = types{k};
    if (ischar (t) && any (strcmp (t, {'()', '{}'})))
      if (! iscell (subs{k}))
        error ('substruct: for TYPE == () or {}, SUBS must be a cell array');
      end
    elseif (ischar (t) && strcmp (t, '.'))
      if (! ischar (subs{k}))
        error ('substruct: for TYPE == ., SUBS must be a character string');
      end
    else
      error ('substruct: TYPE must be one of "()", "{}", or ""');
    end
  end
  s = struct ('type', types, 'subs', subs);
end
