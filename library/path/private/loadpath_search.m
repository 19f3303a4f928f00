function found = loadpath_search (names, want_all, test)
% The absolute names NAMES have in the current folder and the folders of
% the search path, in that order, that TEST accepts: the first ('' when
% none), or with WANT_ALL every one, as a cell.

  dirs = [{pwd()}, strsplit(path(), pathsep())];
  found = {};
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
