function c = allchild (h)
  % ALLCHILD  The children of h, hidden handles included (a cell for several handles).
  if (nargin != 1)
    print_usage ();
  end
  old = get (0, "showhiddenhandles");
  set (0, "showhiddenhandles", "on");
  try
    c = get (h, "children");
  catch err
    set (0, "showhiddenhandles", old);
    rethrow (err);
  end
  set (0, "showhiddenhandles", old);
end
