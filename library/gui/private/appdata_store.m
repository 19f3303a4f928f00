function out = appdata_store (op, h, data)
  % The application data of graphics objects, by handle: "get" returns
  % handle H's structure (empty without data), "set" stores DATA for it.
  % matc's objects have no hidden property to carry it (Octave adds
  % "__appdata__" with addproperty), so it is kept here, and the data of
  % objects that no longer exist is dropped at each call.  A handle
  % deleted and made again between two calls would see the old data.
  persistent handles datas
  if (isempty (handles))
    handles = zeros (0, 1);
    datas = {};
  end
  alive = arrayfun (@ishghandle, handles);
  handles = handles(alive);
  datas = datas(alive);
  k = find (handles == h, 1);
  switch (op)
    case 'get'
      out = struct ();
      if (! isempty (k))
        out = datas{k};
      end
    case 'set'
      if (isempty (k))
        handles(end+1, 1) = h;
        k = numel (handles);
      end
      datas{k} = data;
  end
end
