function hgsave (h, filename, fmt)
  % HGSAVE  Save graphics objects, with their descendants, to a file.
  %   hgsave (filename): the current figure. hgsave (h, filename): the
  %   objects h. hgsave (h, filename, fmt): in the save format fmt ("-text",
  %   "-v7", "-v6", "-zip", ...). A filename without extension gets ".ofig".
  %   The file holds the variable s_oct40, the struct array of hdl2struct
  %   (Octave's layout, read by hgload, openfig and Octave's hgload).
  %   The default format is Octave's text format: Octave's own default,
  %   its binary format, is one matc's save does not write yet.
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
