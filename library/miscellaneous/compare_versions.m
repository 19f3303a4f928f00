function out = compare_versions (v1, v2, operator)
% -- TF = compare_versions (V1, V2, OPERATOR)
%     Compare two version strings such as "7.3.0" or "1.2.3rc1" with
%     OPERATOR "==", "<", "<=", ">", ">=", "!=" or "~=".  The numeric
%     fields are compared as numbers (missing fields count as 0), then
%     any trailing text character by character.
%
%     See also: verLessThan, version, ver.

  if (nargin != 3)
    print_usage ();
  end
  if (! ischar (v1) || ! ischar (v2))
    error ('compare_versions: version numbers V1 and V2 must be strings');
  elseif (rows (v1) != 1 || rows (v2) != 1)
    error ('compare_versions: version numbers V1 and V2 must be a single row');
  elseif (! ischar (operator))
    error ('compare_versions: OPERATOR must be a string');
  elseif (numel (operator) > 2)
    error ('compare_versions: OPERATOR must be 1 or 2 characters long');
  end
  [n1, t1] = split_version (v1);
  [n2, t2] = split_version (v2);
  if (isempty (n1) && isempty (t1))
    error ('compare_versions: version string V1 is not valid: %s', v1);
  elseif (isempty (n2) && isempty (t2))
    error ('compare_versions: version string V2 is not valid: %s', v2);
  end
  len = max (numel (n1), numel (n2));
  n1(end+1:len) = 0;
  n2(end+1:len) = 0;
  len = max (numel (t1), numel (t2));
  t1(end+1:len) = 0;
  t2(end+1:len) = 0;
  eq = any (operator == '=');
  nt = any (operator == '!' | operator == '~');
  lt = any (operator == '<');
  gt = any (operator == '>');
  if (gt && lt)
    error ('compare_versions: OPERATOR cannot contain both greater and less than symbols');
  elseif ((gt || lt) && nt)
    error ('compare_versions: OPERATOR cannot contain not and greater than or less than symbols');
  elseif (strcmp (operator, '='))
    error ('compare_versions: equality OPERATOR is "==", not "="');
  elseif (! (eq || nt || lt || gt))
    error ('compare_versions: no valid OPERATOR specified');
  end
  % the sign of the first difference decides
  d = [n1(:) - n2(:); double(t1(:)) - double(t2(:))];
  d = d(find (d, 1));
  if (isempty (d))
    d = 0;
  end
  if (lt)
    out = d < 0 || (eq && d == 0);
  elseif (gt)
    out = d > 0 || (eq && d == 0);
  elseif (nt)
    out = d != 0;
  else
    out = d == 0;
  end
end

% The numeric fields before the first character that is neither a digit
% nor a dot, and the text from it on.
function [nums, tail] = split_version (v)
  at = find (! (isdigit (v) | v == '.'), 1);
  if (isempty (at))
    at = numel (v) + 1;
  end
  tail = v(at:end);
  nums = str2double (strsplit (v(1:at-1), '.'));
  if (any (isnan (nums)))
    nums = [];
  end
end
