function tf = isgraphics (h, type)
  % ISGRAPHICS  True where h is a graphics handle (of the given type, if any).
  %   tf = isgraphics (h), tf = isgraphics (h, type): type compared ignoring case.
  if (nargin < 1)
    print_usage ();
  end
  if (nargin == 2 && ! ischar (type))
    error ("isgraphics: TYPE must be a string");
  end
  tf = ishghandle (h);
  if (nargin == 2)
    for k = find (tf(:))'
      tf(k) = strcmpi (get (h(k), "type"), type);
    end
  end
end
