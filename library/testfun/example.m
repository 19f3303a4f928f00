function [code_out, idx_out] = example (name, n)
% -- example NAME
% -- example (NAME, N)
% -- [CODE, IDX] = example (...)
%     Show the code of the demo blocks ("%!demo") of the file of NAME,
%     all of them or the N-th ones, without running it.  CODE is the code
%     of all the demos concatenated and IDX holds the start of each demo
%     in CODE (its last element is numel (CODE) + 1).
%
%     See also: demo, test.

  if (nargin < 1)
    print_usage ();
  end
  if (! ischar (name))
    error ('example: NAME must be a string');
  end
  [code, idx] = demo_code (name, 'example');
  if (nargout > 0)
    code_out = code;
    idx_out = idx;
    return;
  end
  ndemos = numel (idx) - 1;
  if (nargin < 2)
    n = 1:ndemos;
  end
  if (ndemos == 0)
    printf ('%s has no examples\n', name);
    return;
  end
  for k = n(:)'
    if (k > ndemos)
      error ('example: only %d examples available for %s', ndemos, name);
    end
    printf ('%s example %d:%s\n\n', name, k, code(idx(k):idx(k+1)-1));
  end
end
