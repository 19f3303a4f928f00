function found = loadpath_search (names, want_all, test)
% The absolute names NAMES have in the current folder and the folders of
% the search path, in that order, that TEST accepts: the first ('' when
% none), or with WANT_ALL every one, as a cell.

  dirs = [{pwd()}, strsplit(path(), pathsep())];
  found = {};
  % An absolute name, or one relative to the current folder ('./', '../'),
  % names one file: the path is not searched for it.
  rooted = cellfun (@(n) is_absolute_filename (n) || is_rooted_relative_filename (n), names);
  for k = find (rooted)
    p = make_absolute_filename (names{k});
    if (test (p))
      if (! want_all)
        found = p;
        return;
      end
      found{end+1, 1} = p;
    end
  end
  names = names(! rooted);
  for d = dirs
    for k = 1:numel (names)
      p = fullfile (d{1}, names{k});
      if (! isempty (d{1}) && test (p))
        if (! want_all)
          found = p;
          return;
        end
        found{end+1, 1} = p;
      end
    end
  end
  if (! want_all)
    found = '';
  end
end
