function [h, old_prop] = hgload (filename, prop_struct)
% -- H = hgload (FILENAME)
% -- [H, OLD_PROP] = hgload (FILENAME, PROP_STRUCT)
%
%     Recreate the graphics objects saved in FILENAME by hgsave (without
%     an extension, FILENAME.ofig is tried first).  The fields of
%     PROP_STRUCT replace those properties of the top-level objects (any
%     case); OLD_PROP, a cell per object, holds the values replaced.
%
%     See also: hgsave, openfig, struct2hdl.

  if (nargin < 1 || nargin > 2)
    print_usage ();
  end
  if (nargin < 2)
    prop_struct = struct ();
  end
  if (! isstruct (prop_struct))
    error ("hgload: PROP_STRUCT must be a struct");
  end
  [~, ~, ext] = fileparts (filename);
  if (isempty (ext) && ! isempty (file_in_loadpath ([filename ".ofig"])))
    filename = [filename ".ofig"];
  end
  if (isempty (file_in_loadpath (filename)))
    error ("hgload: unable to locate file %s", filename);
  end
  vars = load (filename);
  known = {"s_oct40", "hgS_050200", "hgS_070000"};
  found = isfield (vars, known);
  if (nnz (found) != 1)
    error ("hgload: could not load hgsave-formatted object in file %s", filename);
  end
  hg = vars.(known{found});
  old_prop = repmat ({[]}, 1, numel (hg));
  new_names = fieldnames (prop_struct);
  for k = 1:numel (hg)
    saved = fieldnames (hg(k).properties);
    for j = 1:numel (new_names)
      at = find (strcmpi (saved, new_names{j}), 1);
      if (! isempty (at))
        old_prop{k}.(new_names{j}) = hg(k).properties.(saved{at});
        hg(k).properties.(saved{at}) = prop_struct.(new_names{j});
      end
    end
  end
  h = zeros (1, numel (hg));
  for k = 1:numel (hg)
    h(k) = struct2hdl (hg(k));
  end
end
