function fname = file_in_loadpath (file, all)
% -- FNAME = file_in_loadpath (FILE)
% -- FNAME = file_in_loadpath (FILE, "all")
%     The absolute name of the first FILE found in the folders of the
%     search path (the current folder first), or '' when none has it;
%     with "all", every match as a cell.  FILE may be a cellstr: the first
%     of its names found.
%
%     See also: dir_in_loadpath, file_in_path, path.

  if (nargin < 1)
    print_usage ();
  end
  if (ischar (file))
    file = {file};
  elseif (! iscellstr (file))
    error ('file_in_loadpath: FILE argument must be a string or cell array of strings');
  end
  want_all = nargin > 1;
  if (want_all && ! strcmp (all, 'all'))
    error ('file_in_loadpath: "all" is only valid second argument');
  end
  fname = loadpath_search (file, want_all, @isfile);
end
