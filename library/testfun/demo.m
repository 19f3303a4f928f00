function demo (name, n)
% -- demo NAME
% -- demo NAME N
% -- demo (NAME, N)
%     Run the demo blocks ("%!demo") of the file of NAME, all of them or
%     the N-th ones: each is shown, then run in a workspace of its own.
%
%     See also: example, test.

  if (nargin < 1)
    print_usage ();
  end
  if (! ischar (name))
    error ('demo: NAME must be a string');
  end
  [code, idx] = demo_code (name, 'demo');
  ndemos = numel (idx) - 1;
  if (nargin < 2)
    n = 1:ndemos;
  elseif (ischar (n))
    n = str2double (n);
  end
  if (ndemos == 0)
    printf ('%s has no demos\n', name);
    return;
  end
  for k = n(:)'
    if (k > ndemos)
      error ('demo: only %d demos available for %s', ndemos, name);
    end
    block = code(idx(k):idx(k+1)-1);
    printf ('%s example %d:%s\n\n', name, k, block);
    try
      run_test_code (block, struct ());
    catch err
      error ('demo example %d failed: %s', k, err.message);
    end
  end
end
