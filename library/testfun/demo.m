function demo (name, n)
% -- demo NAME
% -- demo NAME N
% -- demo (NAME, N)
%     Run the demo blocks ("%!demo") of the file of NAME, all of them or
%     the N-th one: each is shown, then run in a workspace of its own (with
%     the file's folder on the path), asking for Enter between demos.  A
%     demo that fails prints its error and the next one runs.
%
%     See also: example, test.

  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2)
    n = 0;
  elseif (ischar (n))
    n = str2double (n);
  end
  if (! (isnumeric (n) && isreal (n) && isscalar (n) && n == fix (n)))
    error ('demo: N must be a scalar integer');
  end
  [code, idx] = demo_code (name);
  if (isequal (idx, -1))
    warning ('demo: no function %s found', name);
    return;
  elseif (isempty (idx))
    warning ('demo: no demo available for %s', name);
    return;
  elseif (n >= numel (idx))
    warning ('demo: only %d demos available for %s', numel (idx) - 1, name);
    return;
  end
  if (n > 0)
    which = n;
  else
    which = 1:numel (idx) - 1;
  end
  % the file's folder is searched while its demos run
  file = demo_file (name);
  home = fileparts (file);
  added = ! isempty (home) && ! any (strcmp (home, strsplit (path (), pathsep ())));
  if (added)
    addpath (home);
  end
  for k = which
    if (k != which(1))
      input ('Press <enter> to continue: ', 's');
    end
    block = code(idx(k):idx(k+1)-1);
    printf ('%s example %d:%s\n\n', name, k, block);
    try
      run_test_code (block, struct ());
    catch err
      printf ('%s example %d: failed\n%s\n', name, k, err.message);
    end
  end
  if (added)
    rmpath (home);
  end
end

function file = demo_file (name)
  [~, file] = test_blocks (name);
end
