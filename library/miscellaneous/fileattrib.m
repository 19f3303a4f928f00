function [status, msg, msgid] = fileattrib (file)
% -- [STATUS, ATTRIB, MSGID] = fileattrib (FILE)
% -- fileattrib (FILE)
%     The attributes of FILE (default: the current folder): STATUS is true
%     and ATTRIB a struct with the fields Name, archive, system, hidden
%     (NaN: Unix has no such attributes), directory, and UserRead,
%     UserWrite, UserExecute, GroupRead, ... OtherExecute (true or false,
%     from the permission bits). FILE may hold wildcards; then ATTRIB is a
%     struct array, one element per match. On failure STATUS is false,
%     ATTRIB the system's message and MSGID "fileattrib". Without outputs
%     the attributes are the answer.
%
%     See also: stat, glob, isfile, isfolder.

  if (nargin < 1)
    file = pwd ();
  elseif (! ischar (file))
    error ("fileattrib: FILE must be a string");
  end
  msgid = "";
  files = glob (file);
  if (isempty (files))
    files = {file};
  end
  who = {"User", "Group", "Other"};
  what = {"Read", "Write", "Execute"};
  letters = "rwx";
  for i = 1:numel (files)
    [info, err, text] = stat (files{i});
    if (err != 0)
      status = false;
      msg = text;
      msgid = "fileattrib";
      return;
    end
    a.Name = canonicalize_file_name (files{i});
    a.archive = NaN;
    a.system = NaN;
    a.hidden = NaN;
    a.directory = info.modestr(1) == "d";
    for w = 1:3
      for k = 1:3
        a.([who{w} what{k}]) = info.modestr(1 + 3*(w-1) + k) == letters(k);
      end
    end
    attrs(i) = a;
  end
  attrs = attrs(:);
  status = true;
  msg = attrs;
  if (nargout == 0)
    status = attrs;
  end
end
