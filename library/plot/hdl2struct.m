function s = hdl2struct (h)
% -- S = hdl2struct (H)
%
%     The graphics object H and its descendants as a struct with the
%     fields handle, type, properties (what get (H) gives, less its place
%     in the tree, callbacks and selection state), children (a struct
%     array of the same form) and special (the indices in children of the
%     objects made with H itself: an axes' title and labels, hidden
%     children).  Ordinary children come first, bottom-most first, so that
%     creating them in order restores the stacking.
%
%     See also: struct2hdl, copyobj, hgsave.

  if (nargin != 1 || ! isscalar (h) || ! ishghandle (h))
    print_usage ();
  end
  shown = get (0, "showhiddenhandles");
  set (0, "showhiddenhandles", "off");
  try
    s = describe (h);
  catch err
    set (0, "showhiddenhandles", shown);
    rethrow (err);
  end
  set (0, "showhiddenhandles", shown);
end

function s = describe (h)
  s.handle = h;
  s.type = get (h, "type");
  s.properties = copyable_properties (h);
  s.children = [];
  s.special = [];
  kids = own_children (h);
  if (strcmp (s.type, "hggroup"))
    % A group's children were made by whoever made the group: all special.
    special = kids(:).';
  else
    % Legends, colorbars and menus are recreated by their own functions.
    skip = findobj (h, "-depth", 1, "tag", "legend", "-or", "tag", "colorbar", ...
                    "-or", "type", "uimenu");
    kids = kids(! ismember (kids, skip));
    for k = numel (kids):-1:1
      s.children(end+1) = describe (kids(k));
    end
    special = [];
  end
  special = [special, made_with(h, s.type)];
  for k = numel (special):-1:1
    s.children(end+1) = describe (special(k));
    s.special(k) = numel (s.children);
  end
end

function hs = made_with (h, type)
  % The objects h owns that its children list does not show: its hidden
  % children, and an axes' title and labels (which matc's engine keeps out
  % of the hidden children too).
  set (0, "showhiddenhandles", "on");
  all_kids = own_children (h);
  set (0, "showhiddenhandles", "off");
  hs = all_kids(! ismember (all_kids, own_children (h))).';
  if (strcmp (type, "axes"))
    for name = {"title", "zlabel", "ylabel", "xlabel"}  % Octave's order
      t = get (h, name{1});
      if (! isempty (t) && ishghandle (t) && ! any (hs == t))
        hs(end+1) = t;
      end
    end
  end
end

function kids = own_children (h)
  % The children whose parent is h: matc's engine also lists an axes'
  % grandchildren under its hggroups among the axes' children.
  kids = get (h, "children");
  if (numel (kids) > 0)
    kids = kids(cellfun (@(k) isequal (get (k, "parent"), h), num2cell (kids)));
  end
end

function p = copyable_properties (h)
  % Everything get (h) lists but the object's place in the tree, its
  % callbacks' and selection state, and what only the engine sets.
  not_copied = {"beingdeleted", "busyaction", "buttondownfcn", "children", ...
                "clipping", "contextmenu", "createfcn", "deletefcn", ...
                "handlevisibility", "hittest", "interruptible", "parent", ...
                "selected", "selectionhighlight", "selectedobject", "type", ...
                "uicontextmenu"};
  p = get (h);
  names = fieldnames (p);
  p = rmfield (p, names(ismember (names, not_copied)));
  % Hidden properties a copy needs, where the engine has them.
  for name = {"__appdata__", "__autopos_tag__", "looseinset", "positionmode", ...
              "rotationmode", "horizontalalignmentmode", "verticalalignmentmode"}
    try
      p.(name{1}) = get (h, name{1});
    catch
    end
  end
  if (! isfield (p, "__appdata__"))
    % matc keeps application data outside the properties.
    p.__appdata__ = getappdata (h);
    if (isempty (fieldnames (p.__appdata__)))
      p.__appdata__ = [];
    end
  end
end
