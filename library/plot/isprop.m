function res = isprop (obj, prop)
  % ISPROP  Whether each graphics handle in obj has property prop (a
  %   logical array of the size of obj); false for what is not a handle.
  if (nargin != 2)
    print_usage ();
  end
  if (! ischar (prop))
    error ("isprop: PROP name must be a string");
  end
  res = false (size (obj));
  for k = 1:numel (obj)
    if (isnumeric (obj(k)) && ishghandle (obj(k)))
      try
        get (obj(k), prop);
        res(k) = true;
      catch
      end
    end
  end
end
