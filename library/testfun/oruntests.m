function oruntests (directory)
% -- oruntests ()
% -- oruntests (DIRECTORY)
%     Run the test blocks of every .m file of DIRECTORY (default: each
%     folder of the search path) with test (FILE, "quiet"), printing one
%     line of counts per file, then the files that have no tests.
%
%     See also: test, demo, path.

  if (nargin == 0)
    dirs = strsplit (path (), pathsep ());
  else
    if (! isfolder (directory))
      error ('oruntests: DIRECTORY argument must be a valid pathname');
    end
    dirs = {directory};
  end
  for k = 1:numel (dirs)
    run_folder (dirs{k});
  end
end

function run_folder (folder)
  files = dir (fullfile (folder, '*.m'));
  names = sort ({files.name});
  printf ('Processing files in %s:\n\n', folder);
  untested = {};
  for k = 1:numel (names)
    f = fullfile (folder, names{k});
    text = fileread (f);
    if (isempty (regexp (text, '^%!(assert|error|fail|test|xtest|warning)', 'lineanchors', 'once')))
      untested{end+1} = names{k};
      continue;
    end
    printf ('  %s %s', names{k}, repmat ('.', 1, 60 - numel (names{k})));
    [p, n, xf, xb, sk] = test (f, 'quiet');
    if (n + sk > 0)
      printf (' PASS   %4d/%-4d', p, n);
      if (n - p - xf - xb > 0)
        printf ('\n%71s %3d', 'FAIL ', n - p - xf - xb);
      end
      if (xf > 0)
        printf ('\n%71s %3d', '(expected failure) XFAIL', xf);
      end
      if (sk > 0)
        printf ('\n%71s %3d', '(missing feature) SKIP', sk);
      end
    end
    printf ('\n');
  end
  if (! isempty (untested))
    printf ('\nThe following files in %s have no tests:\n\n', folder);
    print_columns (untested);
  end
end

% NAMES in columns across 80 characters, filled column by column.
function print_columns (names)
  width = max (cellfun ('length', names)) + 2;
  ncols = max (1, floor (80 / width));
  nrows = ceil (numel (names) / ncols);
  for r = 1:nrows
    line = '';
    for c = 1:ncols
      k = (c - 1) * nrows + r;
      if (k <= numel (names))
        line = [line, sprintf('%-*s', width, names{k})];
      end
    end
    printf ('%s\n', deblank (line));
  end
end
