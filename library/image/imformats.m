function formats = imformats (varargin)
  % IMFORMATS  The image formats imread and imwrite handle: a struct array
  %   with fields coder, ext, isa, info, read, write, alpha, description
  %   and multipage; imformats (ext) gives the one format of that
  %   extension (an empty struct if none). Without an output it prints a
  %   table. Adding or changing formats is not possible in matc.
  all = struct ( ...
    "coder", {"PNG", "GIF", "JPEG", "BMP", "TIFF"}, ...
    "ext", {{"png"}, {"gif"}, {"jpg", "jpeg", "jpe", "jfif"}, {"bmp"}, {"tif", "tiff"}}, ...
    "isa", @(f) true, "info", @imfinfo, "read", @imread, "write", @imwrite, ...
    "alpha", {true, false, false, false, false}, ...
    "description", {"Portable Network Graphics", "Graphics Interchange Format", ...
                    "Joint Photographic Experts Group", "Windows Bitmap", ...
                    "Tagged Image File Format"}, ...
    "multipage", {false, true, false, false, false});
  if (nargin == 0)
    sel = all;
  elseif (nargin == 1 && ischar (varargin{1}))
    ext = lower (regexprep (varargin{1}, '^\.', ''));
    keep = arrayfun (@(f) any (strcmp (f.ext, ext)), all);
    sel = all(keep);
  else
    error ("imformats: matc's image formats are fixed (PNG, GIF, JPEG, BMP, TIFF)");
  end
  if (nargout > 0 || nargin > 0)
    formats = sel;
  else
    printf ("%-6s %-22s %-8s %-8s %s\n", "Coder", "Extensions", "Alpha", "Multi", "Description");
    for f = sel
      printf ("%-6s %-22s %-8s %-8s %s\n", f.coder, strjoin (f.ext, ", "), ...
              mat2str (f.alpha), mat2str (f.multipage), f.description);
    end
  end
end
