function dirname = dir_in_loadpath (dir, all)
% -- DIRNAME = dir_in_loadpath (DIR)
% -- DIRNAME = dir_in_loadpath (DIR, "all")
%     The absolute name of folder DIR: itself when it is absolute and
%     exists, else the first folder of that name below the current folder
%     or a folder of the search path; '' when none.  With "all", every
%     match as a cell.
%
%     See also: file_in_loadpath, path.

  if (nargin < 1)
    print_usage ();
  end
  if (! ischar (dir))
    error ('dir_in_loadpath: DIR must be a directory name');
  end
  want_all = nargin > 1;
  if (want_all && ! strcmp (all, 'all'))
    error ('dir_in_loadpath: "all" is only valid second argument');
  end
  if (is_absolute_filename (dir))
    if (isfolder (dir))
      dirname = dir;
    else
      dirname = '';
    end
    return;
  end
  dirname = loadpath_search ({dir}, want_all, @isfolder);
end
