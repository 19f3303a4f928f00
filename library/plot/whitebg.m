function whitebg (varargin)
% -- whitebg ()
% -- whitebg (COLOR)
% -- whitebg ("none")
% -- whitebg (HFIG)
% -- whitebg (HFIG, COLOR)
% -- whitebg (HFIG, "none")
%     Swap dark and light: every color property (an RGB triple) of the
%     figures HFIG (the current one by default) and of all the objects in
%     them becomes its complement, 1 - C; without HFIG, or with the root 0
%     among HFIG, the root's default axes and figure colors too.  With a
%     color COLOR the figures and their axes take that background
%     instead, and every other object's colors are turned to contrast
%     with it: a color whose hue lies within a quarter turn of the hue
%     opposite the background's keeps it, any other turns half way
%     round; saturation and value are kept.  "none" restores the factory
%     colors.
%
%     See also: colordef, reset, get, set.

  if (nargin > 2)
    print_usage ();
  end
  h = 0;
  color = NaN;
  have_fig = false;
  if (nargin > 0)
    if (all (ishghandle (varargin{1})))
      h = varargin{1};
      have_fig = true;
      if (nargin == 2)
        color = varargin{2};
      end
    elseif (nargin == 1)
      color = varargin{1};
    else
      print_usage ();
    end
  end
  if (! have_fig)
    fig = gcf ();
    do_root = true;
  elseif (all (isfigure (h) | h == 0))
    fig = h(h != 0);
    do_root = any (h == 0);
  else
    error ('whitebg: HFIG must be a valid figure handle');
  end
  if (isnumeric (color) && isscalar (color) && isnan (color))
    if (do_root)
      for field = root_color_defaults ()
        set (0, field{1}, 1 - get (0, field{1}));
      end
    end
    for hc = sort (findobj (fig)).'
      for field = color_properties (hc)
        c = get (hc, field{1});
        set (hc, field{1}, 1 - c);
      end
    end
  elseif (! strcmp (color, 'none'))
    backs = [fig(:); findobj(fig, 'type', 'axes')];
    set (backs, 'color', color);
    if (do_root && strcmp (get (0, 'defaultaxescolor'), 'none'))
      set (0, 'defaultaxescolor', color);
    end
    bg = rgb2hsv (get (fig(1), 'color'));
    for hc = setdiff (findobj (fig), backs).'
      for field = color_properties (hc)
        set (hc, field{1}, contrast (bg, get (hc, field{1})));
      end
    end
  else
    % Needs the "factory" property value, which matc's graphics do not
    % keep yet (setting it would store the word).
    error ('whitebg: "none" (factory colors) is not supported yet');
  end
end

function fields = color_properties (h)
% The names of H's properties that end in "color" and hold an RGB triple.
  props = get (h);
  names = fieldnames (props);
  names = names(! cellfun (@isempty, regexp (names, 'color$', 'once')));
  keep = false (size (names));
  for k = 1:numel (names)
    c = props.(names{k});
    keep(k) = ! ischar (c) && columns (c) == 3;
  end
  fields = names(keep).';
end

function fields = root_color_defaults ()
% The root's default color properties of axes and figures (Octave's
% factory properties matching "^factory(axes|figure).*color$").
  fields = strcat ('default', {'axesambientlightcolor', 'axescolor', ...
                               'axesgridcolor', 'axesminorgridcolor', 'axesxcolor', ...
                               'axesycolor', 'axeszcolor', 'figurecolor'});
end

function c = contrast (bg, c)
% C with its hue turned half way round unless it already lies within a
% quarter turn of the hue opposite the background BG (HSV).
  hsv = rgb2hsv (c);
  opposite = mod (bg(1) + 0.5, 1);
  d = abs (hsv(1) - opposite);
  if (d >= 0.25 && d <= 0.75)
    hsv(1) = mod (hsv(1) + 0.5, 1);
  end
  c = hsv2rgb (hsv);
end
