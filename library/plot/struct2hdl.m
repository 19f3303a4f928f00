function [h, map] = struct2hdl (s, p, hilev)
% -- H = struct2hdl (S)
% -- H = struct2hdl (S, P)
% -- H = struct2hdl (S, P, HILEV)
%
%     Create the graphics objects the struct S of hdl2struct describes.
%     Without P, lines, patches, text, images, surfaces and lights go into
%     a new axes of the current figure, axes and groups into a new figure.
%     With P (root, figure, axes or hggroup) they go under P, with the
%     figure and axes made between that S needs.  [H, MAP] = ... also
%     gives the handles described (MAP(1,:)) and those made (MAP(2,:)).
%     HILEV is accepted; groups are recreated as plain hggroups with
%     their children.
%
%     See also: hdl2struct, copyobj, hgload.

  if (nargin < 1 || nargin > 3)
    print_usage ();
  end
  if (nargin < 2)
    p = [];
  end
  if (! isstruct (s) || ! all (isfield (s, {"handle", "type", "children", ...
                                            "properties", "special"})))
    print_usage ();
  end
  if (isempty (p))
    par = default_parent (s.type);
  elseif (isscalar (p))
    par = parent_under (p, s.type);
  else
    print_usage ();
  end
  [h, map] = build (s, par, zeros (2, 0));
end

function r = rank_of (type)
  % Objects may only go under objects of a lower rank.
  order = {"root", "figure", "axes", "hggroup", "line", "patch", "scatter", ...
           "surface", "image", "text", "light"};
  r = find (strcmp (order, type));
  if (isempty (r))
    r = numel (order);  % menus and controls: leaves
  end
end

function par = default_parent (type)
  switch (type)
    case {"root", "figure"}
      par = 0;
    case {"axes", "hggroup"}
      par = figure ();
    otherwise
      par = axes ();
  end
end

function par = parent_under (p, type)
  % The parent for an object of TYPE under P, making the axes and figure
  % that must lie between.
  if (! ishghandle (p))
    error ("struct2hdl: P is not a handle to a graphic object");
  end
  ptype = get (p, "type");
  if (! any (strcmp (ptype, {"root", "figure", "axes", "hggroup"})))
    error ("struct2hdl: %s object can't be parent object", ptype);
  end
  if (rank_of (type) <= rank_of (ptype))
    error ("struct2hdl: incompatible input handles");
  end
  par = p;
  between = {"figure", "axes"};
  need = min (rank_of (type), rank_of ("hggroup")) - 1;
  for r = rank_of (ptype)+1:need
    par = feval (between{r-1}, "parent", par);
  end
end

function [h, map] = build (s, par, map)
  props = in_setting_order (s.properties, s.type);
  [h, props] = create (s.type, props, par);
  map(:, end+1) = [s.handle; h];
  if (strcmp (s.type, "axes"))
    % Children such as images would otherwise clear the axes they join;
    % the axes' own nextplot is set with its other properties below.
    set (h, "nextplot", "add");
  end
  special = s.special;
  if (strcmp (s.type, "hggroup"))
    special = [];  % a plain group: its children are made one by one
  end
  for k = 1:numel (s.children)
    if (! any (k == special))
      [~, map] = build (s.children(k), h, map);
    end
  end
  set_properties (h, props, s.children(special));
end

function props = in_setting_order (props, type)
  % Lower-case names; units first, so that positions are read in them;
  % the position the object keeps (positionconstraint) after the other;
  % the modes last, so that setting a value does not turn its mode manual.
  props = cell2struct (struct2cell (props), tolower (fieldnames (props)));
  names = fieldnames (props);
  is_mode = cellfun (@(n) numel (n) > 4 && strcmp (n(end-3:end), "mode"), names) ...
            | strcmp (names, "positionconstraint");
  is_units = strcmp (names, "units");
  is_pos = strcmp (names, "position") | strcmp (names, "outerposition");
  kept = {};
  if (strcmp (type, "axes") && sum (is_pos) == 2)
    if (isfield (props, "positionconstraint"))
      active = props.positionconstraint;
    elseif (isfield (props, "activepositionproperty"))
      active = props.activepositionproperty;
    else
      active = "outerposition";
    end
    kept = setdiff ({"position", "outerposition"}, {active});
    kept = [kept, {active}];
  else
    is_pos(:) = false;
  end
  rest = ! (is_mode | is_units | is_pos);
  props = orderfields (props, [names(is_units); names(rest); kept(:); names(is_mode)]);
end

function [h, props] = create (type, props, par)
  % Into an axes, objects are made by the axes-first call: matc's engine
  % loses a line, text, patch or surface given an axes that is not the
  % current one as "parent" (and puts an image in the current axes).
  if (isaxes (par))
    at = {par};
    under = {};
  else
    at = {};
    under = {"parent", par};
  end
  switch (type)
    case "root"
      h = 0;
      props = drop (props, {"callbackobject", "commandwindowsize", ...
                            "monitorpositions", "pointerwindow", "screendepth", ...
                            "screenpixelsperinch", "screensize"});
    case "figure"
      args = {"visible", "off"};  % shown, if it was, once complete
      if (isfield (props, "integerhandle"))
        args = [args, {"integerhandle", props.integerhandle}];
      end
      h = figure (args{:});
      props = drop (props, {"integerhandle", "currentaxes", "currentcharacter", ...
                            "currentobject", "currentpoint", "number"});
      if (! isfield (props, "visible"))
        props.visible = "on";
      end
    case "axes"
      if (isfield (props, "tag") && any (strcmp (props.tag, {"legend", "colorbar"})))
        % Without the plot it annotated, a legend or colorbar is an axes.
        props.tag = "";
        props.userdata = [];
      end
      h = axes ("position", props.position, "parent", par);
      props = drop (props, {"interactions", "layout", "legend", ...
                            "nextseriesindex", "tightinset", "toolbar", ...
                            "xaxis", "yaxis", "zaxis"});
    case "line"
      h = line (at{:}, "xdata", props.xdata, "ydata", props.ydata, under{:});
    case "text"
      h = text (at{:}, 0, 0, "", under{:});
      props = drop (props, {"extent"});
    case "image"
      h = image (at{:}, 1, under{:});
    case "surface"
      h = surface (at{:}, props.xdata, props.ydata, props.zdata, props.cdata, under{:});
      props = drop (props, {"xdata", "ydata", "zdata", "cdata"});
    case "patch"
      h = patch (at{:}, "faces", props.faces, "vertices", props.vertices, ...
                 "facevertexcdata", props.facevertexcdata, under{:});
      % xdata, ydata, zdata and cdata follow from the three given.
      props = drop (props, {"faces", "vertices", "facevertexcdata", ...
                            "xdata", "ydata", "zdata", "cdata"});
    case "scatter"
      if (isempty (props.zdata))
        h = scatter (props.xdata, props.ydata, "parent", par);
      else
        h = scatter3 (props.xdata, props.ydata, props.zdata, "parent", par);
      end
      props = drop (props, {"xdata", "ydata", "zdata"});
    case "light"
      h = light ("parent", par);
    case "hggroup"
      h = hggroup ("parent", par);
    case {"uimenu", "uicontextmenu", "uicontrol", "uipanel", "uibuttongroup", ...
          "uitoolbar", "uipushtool", "uitoggletool", "uitable"}
      h = feval (type, "parent", par);
      props = drop (props, {"extent"});
    otherwise
      error ("struct2hdl: %s objects are not implemented yet", type);
  end
  props = only_own (h, props);
end

function props = drop (props, names)
  props = rmfield (props, names(isfield (props, names)));
end

function props = only_own (h, props)
  % Keep the properties the new object has. Octave adds the others to it
  % (addproperty); matc has no user-defined properties yet, so they are
  % left out. Application data goes through setappdata instead.
  names = fieldnames (props);
  own = cellfun (@(n) isprop (h, n), names) | strcmp (names, "__appdata__");
  props = rmfield (props, names(! own));
end

function set_properties (h, props, specials)
  % A property naming an object made with h (an axes' title, say) names
  % the new object's own one: that object takes the described properties.
  if (! isempty (specials))
    olds = [specials.handle];
    names = fieldnames (props);
    for k = 1:numel (names)
      v = props.(names{k});
      if (isfloat (v) && isscalar (v) && any (v == olds))
        spec = specials(find (v == olds, 1));
        props = rmfield (props, names{k});
        target = get (h, names{k});
        sp = in_setting_order (spec.properties, spec.type);
        sp = only_own (target, drop (sp, {"extent"}));
        set_properties (target, sp, []);
      end
    end
  end
  if (isfield (props, "__appdata__") && ! isprop (h, "__appdata__"))
    appdata = props.__appdata__;
    props = rmfield (props, "__appdata__");
    if (isstruct (appdata))
      for name = fieldnames (appdata).'
        setappdata (h, name{1}, appdata.(name{1}));
      end
    end
  end
  set (h, props);
end
