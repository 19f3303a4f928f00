function [code_out, idx_out] = example (name, n)
% -- example NAME
% -- example (NAME, N)
% -- [CODE, IDX] = example (...)
%     Show the code of the demo blocks ("%!demo") of the file of NAME,
%     all of them or the N-th one, without running it.  CODE is the code
%     of the demos concatenated and IDX holds the start of each demo in
%     CODE (its last element is numel (CODE) + 1).
%
%     See also: demo, test.

  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2)
    n = 0;
  elseif (ischar (n))
    n = str2double (n);
  end
  if (! (isnumeric (n) && isreal (n) && isscalar (n) && n == fix (n)))
    error ('example: N must be a scalar integer');
  end
  [code, idx] = demo_code (name);
  if (isequal (idx, -1))
    warning ('example: no function %s found', name);
    return;
  elseif (isempty (idx))
    warning ('example: no example available for %s', name);
    return;
  elseif (n >= numel (idx))
    warning ('example: only %d examples available for %s', numel (idx) - 1, name);
    return;
  end
  if (nargout > 0)
    if (n > 0)
      code_out = code(idx(n):idx(n+1)-1);
      idx_out = [1, numel(code_out) + 1];
    else
      code_out = code;
      idx_out = idx;
    end
    return;
  end
  if (n > 0)
    which = n;
  else
    which = 1:numel (idx) - 1;
  end
  for k = which
    printf ('%s example %d:%s\n\n', name, k, code(idx(k):idx(k+1)-1));
  end
end
