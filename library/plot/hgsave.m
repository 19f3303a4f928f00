function hgsave (h, filename, fmt)
% -- hgsave (FILENAME)
% -- hgsave (H, FILENAME)
% -- hgsave (H, FILENAME, FMT)
%
%     Save the graphics objects H (the current figure by default), with
%     their descendants, to FILENAME (".ofig" added without an extension)
%     in save's format FMT: the variable s_oct40 holds their hdl2struct
%     structs, as Octave writes it.  The default format is Octave's text
%     format ("-text"): Octave's own default, "-binary", is a format
%     matc's save does not write yet.
%
%     See also: hgload, savefig, hdl2struct.

  if (nargin < 1 || nargin > 3)
    print_usage ();
  end
  if (nargin < 3)
    fmt = "-text";
  end
  if (nargin == 1 && ischar (h))
    filename = h;
    h = get (0, "currentfigure");
    if (isempty (h))
      error ("hgsave: no current figure to save");
    end
  elseif (nargin == 1 || isempty (h) || ! all (ishghandle (h(:))) || ! ischar (filename))
    print_usage ();
  end
  [~, ~, ext] = fileparts (filename);
  if (isempty (ext))
    filename = [filename ".ofig"];
  end
  s_oct40 = hdl2struct (h(1));
  for k = 2:numel (h)
    s_oct40(k) = hdl2struct (h(k));
  end
  save (fmt, filename, "s_oct40");
end
