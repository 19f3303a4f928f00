function savefig (varargin)
% -- savefig ()
% -- savefig (H)
% -- savefig (FILENAME)
% -- savefig (H, FILENAME)
% -- savefig (H, FILENAME, "compact")
%
%     Save the figures H (the current one by default) to FILENAME
%     ("Untitled.fig" by default, ".fig" added without an extension), as
%     hgsave does; "compact" compresses the file.
%
%     See also: openfig, hgsave.

  if (nargin > 3)
    print_usage ();
  end
  h = [];
  filename = "Untitled.fig";
  fmt = {};
  if (nargin == 1)
    if (all (isfigure (varargin{1})))
      h = varargin{1};
    elseif (ischar (varargin{1}))
      filename = varargin{1};
    else
      error ("savefig: first argument must be a figure handle or filename");
    end
  elseif (nargin > 1)
    if (! all (isfigure (varargin{1})))
      error ("savefig: H must be a valid figure handle");
    end
    h = varargin{1};
    if (! ischar (varargin{2}))
      error ("savefig: FILENAME must be a string");
    end
    filename = varargin{2};
    if (nargin == 3)
      if (strcmpi (varargin{3}, "compact"))
        fmt = {"-zip"};
      else
        warning ("savefig: unrecognized option '%s'", varargin{3});
      end
    end
  end
  if (isempty (h))
    h = gcf ();
  end
  [~, ~, ext] = fileparts (filename);
  if (isempty (ext))
    filename = [filename ".fig"];
  end
  hgsave (h, filename, fmt{:});
end
