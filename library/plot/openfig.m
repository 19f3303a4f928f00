function h = openfig (filename, varargin)
% -- openfig
% -- openfig (FILENAME)
% -- openfig (..., COPIES)
% -- openfig (..., VISIBILITY)
% -- H = openfig (...)
%
%     Open the figures saved in FILENAME ("Untitled.fig" by default;
%     without an extension FILENAME.fig, then FILENAME.ofig).  COPIES
%     "new" (the default) makes new figures, "reuse" gives back a figure
%     already opened from that file.  VISIBILITY "visible" or "invisible"
%     overrides the saved visibility.
%
%     See also: savefig, hgload.

  if (nargin > 3)
    print_usage ();
  end
  if (nargin < 1)
    filename = "Untitled.fig";
  end
  if (isempty (file_in_loadpath (filename)))
    [d, n, ext] = fileparts (filename);
    if (! isempty (ext))
      error ("openfig: cannot find file '%s'", filename);
    end
    filename = fullfile (d, [n ".fig"]);
    if (isempty (file_in_loadpath (filename)))
      filename = fullfile (d, [n ".ofig"]);
      if (isempty (file_in_loadpath (filename)))
        error ("openfig: cannot find file '%s'", filename);
      end
    end
  end
  filename = file_in_loadpath (filename);
  reuse = false;
  visibility = {};
  for k = 1:numel (varargin)
    if (! ischar (varargin{k}))
      error ("openfig: input argument %d must be a string", k+1);
    end
    switch (lower (varargin{k}))
      case "reuse"
        reuse = true;
      case "new"
        reuse = false;
      case "visible"
        visibility = {"visible", "on"};
      case "invisible"
        visibility = {"visible", "off"};
      otherwise
        error ("openfig: unknown option '%s'", varargin{k});
    end
  end
  if (reuse)
    open = findobj (allchild (0), "flat", "type", "figure", "filename", filename);
    if (! isempty (open))
      hfig = open(end);
      if (! isempty (visibility))
        set (hfig, visibility{:});
      end
      if (nargout > 0)
        h = hfig;
      end
      return;
    end
  end
  props = struct ();
  if (! isempty (visibility))
    props.visible = visibility{2};
  end
  hfig = hgload (filename, props);
  set (hfig, "filename", filename);
  if (nargout > 0)
    h = hfig;
  end
end
