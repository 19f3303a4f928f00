function rundemos (directory)
% -- rundemos ()
% -- rundemos (DIRECTORY)
%     Run the demo blocks of every .m file of DIRECTORY (default: each
%     folder of the search path) with demo, asking for Enter between
%     files.  A failing file's error is printed and the next one runs.
%
%     See also: demo, oruntests, test.

  if (nargin == 0)
    dirs = strsplit (path (), pathsep ());
  else
    if (! isfolder (directory))
      error ('rundemos: DIRECTORY argument must be a valid pathname');
    end
    dirs = {directory};
  end
  for k = 1:numel (dirs)
    files = dir (fullfile (dirs{k}, '*.m'));
    names = sort ({files.name});
    for j = 1:numel (names)
      f = fullfile (dirs{k}, names{j});
      if (isempty (regexp (fileread (f), '^%!demo', 'lineanchors', 'once')))
        continue;
      end
      try
        demo (f);
      catch err
        printf ('error: %s\n\n', err.message);
      end
      if (j != numel (names))
        input ('Press <enter> to continue: ', 's');
      end
    end
  end
end
