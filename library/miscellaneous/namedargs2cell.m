function c = namedargs2cell (s)
% -- C = namedargs2cell (S)
%     The fields of the scalar structure S as a 1 by 2N cell array of
%     name-value pairs {NAME1, VALUE1, NAME2, VALUE2, ...}.
%
%     See also: struct, fieldnames, struct2cell.

  if (nargin < 1)
    print_usage ();
  end
  if (! isstruct (s) || ! isscalar (s))
    error ('namedargs2cell: S must be a scalar structure');
  end
  c = [fieldnames(s), struct2cell(s)].';
  c = c(:).';
end
