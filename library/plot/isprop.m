function tf = isprop (obj, prop)
  % ISPROP  True where obj (graphics handles, or an object) has property prop.
  if (nargin != 2)
    print_usage ();
  end
  if (! ischar (prop))
    error ("isprop: PROP name must be a string");
  end
  if (isobject (obj) || isa (obj, "containers.Map"))
    try
      obj.(prop);
      tf = true;
    catch
      tf = false;
    end
    return;
  end
  tf = false (size (obj));
  for k = 1:numel (obj)
    if (ishghandle (obj(k)))
      try
        get (obj(k), prop);
        tf(k) = true;
      catch
      end
    end
  end
end
