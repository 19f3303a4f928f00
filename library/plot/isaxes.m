function tf = isaxes (h)
  % ISAXES  True where h is the handle of an axes object (array in, array out).
  if (nargin < 1)
    print_usage ();
  end
  tf = false (size (h));
  for k = 1:numel (h)
    tf(k) = ishghandle (h(k)) && strcmp (get (h(k), "type"), "axes");
  end
end
