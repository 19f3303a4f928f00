function vars = symvar (str)
% -- VARS = symvar (STR)
%     The names of the variables of the expression STR, sorted, as a
%     column cell array: every identifier that is not called as a
%     function (followed by "(") and is not one of the constants i, j,
%     pi, e, eps, Inf, inf, NaN, nan and NA.
%
%     See also: inline, argnames, func2str.

  if (nargin < 1)
    print_usage ();
  end
  [names, after] = regexp (str, '(?<![\w])[A-Za-z_]\w*', 'match', 'end');
  keep = true (size (names));
  for k = 1:numel (names)
    rest = strtrim (str(after(k)+1:end));
    keep(k) = ! (! isempty (rest) && rest(1) == '(') ...
              && ! any (strcmp (names{k}, {'i', 'j', 'pi', 'e', 'eps', 'Inf', 'inf', 'NaN', 'nan', 'NA'}));
  end
  vars = unique (names(keep))';
  if (isempty (vars))
    vars = {};
  end
end
