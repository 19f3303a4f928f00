function c = ostrsplit (s, sep, strip_empty)
% OSTRSPLIT  Split a string at any of a set of separator characters.
%   ostrsplit (S, SEP) splits S at each character that is in SEP and
%   returns the pieces as a row cell array; ostrsplit (S, SEP, true) drops
%   the empty pieces.  The rows of a character matrix S are split as if
%   joined by SEP(1).
  if (nargin < 2)
    print_usage ();
  elseif (~ ischar (s) || ~ ischar (sep))
    error ('ostrsplit: S and SEP must be string values');
  end
  if (nargin < 3)
    strip_empty = false;
  elseif (~ isscalar (strip_empty))
    error ('ostrsplit: STRIP_EMPTY must be a scalar value');
  end
  if (isempty (s))
    c = cell (size (s));
    return;
  end
  if (rows (s) > 1)
    s(:, end+1) = sep(1);
    s = reshape (s.', 1, []);
    s(end) = [];
  end
  cuts = find (ismember (s, sep));
  starts = [1, cuts + 1];
  stops = [cuts - 1, numel(s)];
  if (strip_empty)
    keep = stops >= starts;
    starts = starts(keep);
    stops = stops(keep);
  end
  c = cell (1, numel (starts));
  for k = 1:numel (starts)
    c{k} = s(starts(k):stops(k));
  end
end
