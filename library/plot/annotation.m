function varargout = annotation (varargin)
% -- annotation (TYPE)
% -- annotation ("line", X, Y)
% -- annotation ("arrow", X, Y)
% -- annotation ("doublearrow", X, Y)
% -- annotation ("textarrow", X, Y)
% -- annotation ("textbox", POS)
% -- annotation ("rectangle", POS)
% -- annotation ("ellipse", POS)
% -- annotation (..., PROP, VAL)
% -- annotation (HF, ...)
% -- H = annotation (...)
%
%     Draw an annotation on the figure (HF, or the current one), over its
%     axes: X and Y are the two ends of a line or arrow, POS = [X0 Y0
%     WIDTH HEIGHT] the box of the others, in the "units" given
%     ("normalized" by default: the figure runs from 0 to 1).  H is an
%     hggroup whose children draw the annotation, in an invisible axes
%     covering the figure (tag "scribeoverlay").
%
%     Properties: "color", "linestyle", "linewidth" (all); "headlength",
%     "headwidth" (in points) and "headstyle" ("diamond", "ellipse",
%     "plain", "rectangle", "vback1", "vback2" (default), "vback3") for
%     arrows ("head1..."/"head2..." for the two heads of a double
%     arrow); "string", the font properties, "horizontalalignment",
%     "verticalalignment" and "textcolor", "textrotation",
%     "textbackgroundcolor", "textedgecolor", "textlinewidth",
%     "textmargin" (textarrow); "string", "backgroundcolor",
%     "edgecolor", "facealpha", "margin" (textbox); "facecolor",
%     "facealpha" (rectangle, ellipse).
%
%     Differences from Octave: the properties are applied when the
%     annotation is drawn; the hggroup does not keep them, so a later
%     set (H, "headlength", ...) is an error (matc has no addproperty),
%     and "fitboxtotext" does not shrink a textbox to its text.
%
%     See also: line, patch, text, rectangle, hggroup.

  if (nargin == 0)
    print_usage ();
  end
  args = varargin;
  hf = [];
  if (isnumeric (args{1}) && isscalar (args{1}) && ishghandle (args{1}) ...
      && strcmp (get (args{1}, 'type'), 'figure'))
    hf = args{1};
    args(1) = [];
  end
  if (isempty (args) || ! ischar (args{1}))
    print_usage ();
  end
  type = lower (args{1});
  args(1) = [];
  switch (type)
    case {'line', 'arrow', 'doublearrow', 'textarrow'}
      x = [0.3, 0.4];
      y = [0.3, 0.4];
      if (! isempty (args) && ! ischar (args{1}))
        if (numel (args) < 2)
          print_usage ();
        end
        x = args{1};
        y = args{2};
        if (! (isnumeric (x) && isnumeric (y) && numel (x) == 2 && numel (y) == 2))
          error ('annotation: X and Y must be 2-element vectors');
        end
        args(1:2) = [];
      end
      pos = [x(1), y(1), x(2) - x(1), y(2) - y(1)];
    case {'textbox', 'rectangle', 'ellipse'}
      pos = [0.3, 0.3, 0.1, 0.1];
      if (! isempty (args) && ! ischar (args{1}))
        pos = args{1};
        if (! (isnumeric (pos) && isvector (pos) && numel (pos) == 4))
          error ('annotation: POS must be a 4-element vector');
        end
        args(1) = [];
      end
    otherwise
      error ('annotation: unknown annotation TYPE %s', type);
  end
  if (mod (numel (args), 2) != 0 || ! iscellstr (args(1:2:end)))
    warning ('annotation: couldn''t parse PROP/VAL pairs, skipping');
    args = {};
  end
  opts = annotation_options (type, args);

  fig = get (0, 'currentfigure');
  if (isempty (hf))
    hf = gcf ();
  elseif (! isequal (hf, fig))
    % matc's line (..., "parent", h) asks for the current figure's axes.
    figure (hf);
  end
  figsize = figure_points (hf);
  pos = to_normalized (pos(:).', opts.units, figsize);
  [hov, current] = overlay_axes (hf);
  h = hggroup ('parent', hov);
  switch (type)
    case 'line'
      draw_shaft (h, pos, opts);
    case 'arrow'
      draw_shaft (h, pos, opts);
      draw_head (h, pos, opts.head2, opts.color, figsize, 2);
    case 'doublearrow'
      draw_shaft (h, pos, opts);
      draw_head (h, pos, opts.head1, opts.color, figsize, 1);
      draw_head (h, pos, opts.head2, opts.color, figsize, 2);
    case 'textarrow'
      draw_shaft (h, pos, opts);
      draw_head (h, pos, opts.head2, opts.color, figsize, 2);
      draw_arrow_text (h, pos, opts);
    case 'textbox'
      draw_textbox (h, pos, opts, figsize);
    case 'rectangle'
      draw_box (h, pos, opts, [0, 1, 1, 0], [0, 0, 1, 1]);
    case 'ellipse'
      t = linspace (0, 2 * pi, 100).';
      draw_box (h, pos, opts, (1 + cos (t)) / 2, (1 + sin (t)) / 2);
  end
  restore_axes (hf, current);
  if (! isempty (fig) && ! isequal (fig, hf))
    figure (fig);
  end
  if (nargout > 0)
    varargout{1} = h;
  end
end

function opts = annotation_options (type, args)
  % The properties TYPE accepts, with their defaults, then ARGS over them.
  head = struct ('length', 10, 'width', 10, 'style', 'vback2');
  opts = struct ('units', 'normalized', 'color', [0, 0, 0], 'linestyle', '-', ...
                 'linewidth', 0.5, 'head1', head, 'head2', head, 'text', {{}}, ...
                 'facecolor', 'none', 'facealpha', 1, 'backgroundcolor', 'none', ...
                 'edgecolor', [0, 0, 0], 'margin', 5);
  arrow = any (strcmp (type, {'arrow', 'textarrow'}));
  texts = any (strcmp (type, {'textarrow', 'textbox'}));
  for k = 1:2:numel (args)
    name = lower (args{k});
    val = args{k + 1};
    if (strncmp (name, 'head', 4) && (arrow || strcmp (type, 'doublearrow')))
      [which, field] = head_property (name, type);
      if (strcmp (field, 'style'))
        val = head_style (val);
      end
      for w = which
        opts.(['head', num2str(w)]).(field) = val;
      end
      continue;
    end
    switch (name)
      case 'units'
        opts.units = lower (val);
      case {'linestyle', 'linewidth'}
        opts.(name) = val;
      case 'color'
        opts.color = val;
        if (strcmp (type, 'textbox'))
          opts.text(end+1:end+2) = {'color', val};
        end
      case {'facecolor', 'facealpha'}
        if (! any (strcmp (type, {'rectangle', 'ellipse', 'textbox'})))
          unknown_property (name);
        end
        opts.(name) = val;
      case {'backgroundcolor', 'edgecolor', 'margin'}
        if (! strcmp (type, 'textbox'))
          unknown_property (name);
        end
        opts.(name) = val;
      case {'string', 'fontangle', 'fontname', 'fontsize', 'fontunits', ...
            'fontweight', 'interpreter', 'horizontalalignment', ...
            'verticalalignment'}
        if (! texts)
          unknown_property (name);
        end
        opts.text(end+1:end+2) = {name, val};
      case {'textcolor', 'textrotation', 'textbackgroundcolor', ...
            'textedgecolor', 'textlinewidth', 'textmargin'}
        if (! strcmp (type, 'textarrow'))
          unknown_property (name);
        end
        opts.text(end+1:end+2) = {name(5:end), val};
      case 'fitboxtotext'
        if (! strcmp (type, 'textbox'))
          unknown_property (name);
        end
      case {'x', 'y', 'position'}
        error ('annotation: set "%s" with the positional arguments', name);
      otherwise
        unknown_property (name);
    end
  end
end

function [which, field] = head_property (name, type)
  % "headlength" sets both heads' (the one of an arrow); "head1width" one.
  which = [1, 2];
  rest = name(5:end);
  if (! isempty (rest) && any (rest(1) == '12'))
    which = rest(1) - '0';
    rest = rest(2:end);
  elseif (strcmp (type, 'doublearrow'))
    unknown_property (name);
  end
  if (! any (strcmp (rest, {'length', 'width', 'style'})))
    unknown_property (name);
  end
  field = rest;
end

function style = head_style (style)
  styles = {'diamond', 'ellipse', 'none', 'plain', 'rectangle', 'vback1', ...
            'vback2', 'vback3'};
  if (! ischar (style) || ! any (strcmpi (style, styles)))
    error ('annotation: invalid value for headstyle');
  end
  style = lower (style);
end

function unknown_property (name)
  error ('set: unknown hggroup property %s', name);
end

function pts = figure_points (hf)
  % The figure's width and height in points.
  units = get (hf, 'units');
  set (hf, 'units', 'points');
  p = get (hf, 'position');
  set (hf, 'units', units);
  pts = p(3:4);
end

function pos = to_normalized (pos, units, figsize)
  % POS = [x0 y0 w h] in UNITS, as a fraction of the figure.
  switch (units)
    case 'normalized'
      per_point = [];
    case 'points'
      per_point = 1;
    case 'inches'
      per_point = 1 / 72;
    case 'centimeters'
      per_point = 2.54 / 72;
    case 'pixels'
      per_point = get (0, 'screenpixelsperinch') / 72;
    case 'characters'
      per_point = 1 / 10;
    otherwise
      error ('annotation: invalid value for units');
  end
  if (! isempty (per_point))
    pos = pos ./ (per_point * [figsize, figsize]);
  end
end

function [hov, current] = overlay_axes (hf)
  % The figure's annotation axes, made the first time, and the figure's
  % current axes, which the caller restores.
  current = get (hf, 'currentaxes');
  kids = allchild (hf);
  for k = 1:numel (kids)
    if (strcmp (get (kids(k), 'type'), 'axes') ...
        && strcmp (get (kids(k), 'tag'), 'scribeoverlay'))
      hov = kids(k);
      % matc draws a child into the current axes, whatever its parent.
      axes (hov);
      return;
    end
  end
  hov = axes (hf, 'units', 'normalized', 'position', [0, 0, 1, 1], ...
              'xlim', [0, 1], 'ylim', [0, 1], 'visible', 'off', ...
              'hittest', 'off', 'handlevisibility', 'off', ...
              'tag', 'scribeoverlay');
end

function restore_axes (hf, current)
  % axes (h) selects, where matc's set (hf, "currentaxes", h) does not yet.
  if (isempty (current))
    set (hf, 'currentaxes', []);
  else
    axes (current);
  end
end

function draw_shaft (h, pos, opts)
  line ([pos(1), pos(1) + pos(3)], [pos(2), pos(2) + pos(4)], 'parent', h, ...
        'color', opts.color, 'linestyle', opts.linestyle, ...
        'linewidth', opts.linewidth);
end

function draw_head (h, pos, head, color, figsize, which)
  % Head WHICH (1 at the first point, 2 at the second) of the arrow along
  % POS, shaped in points and drawn in figure fractions.
  if (strcmp (head.style, 'none'))
    return;
  end
  ends = [pos(1), pos(2); pos(1) + pos(3), pos(2) + pos(4)] .* figsize;
  tip = ends(which, :);
  d = ends(which, :) - ends(3 - which, :);
  if (norm (d) == 0)
    d = [1, 0];
  end
  u = d / norm (d);
  n = [-u(2), u(1)];
  L = head.length;
  W = head.width / 2;
  % Outline as (back, across) pairs: back along -u from the tip, across along n.
  switch (head.style)
    case 'plain'
      s = [0, 0; L, W; L, -W];
    case {'vback1', 'vback2', 'vback3'}
      depth = [0.5, 0.65, 0.8];
      notch = L * depth(head.style(end) - '0');
      s = [0, 0; L, W; notch, 0; L, -W];
    case 'diamond'
      s = [0, 0; L / 2, W; L, 0; L / 2, -W];
    case 'rectangle'
      s = [0, W; L, W; L, -W; 0, -W];
    case 'ellipse'
      t = linspace (0, 2 * pi, 40).';
      s = [L / 2 * (1 + cos(t)), W * sin(t)];
  end
  xy = (tip - s(:, 1) * u + s(:, 2) * n) ./ figsize;
  patch (xy(:, 1), xy(:, 2), color, 'parent', h, 'edgecolor', color);
end

function draw_arrow_text (h, pos, opts)
  % The text at the tail, on the side away from the head.
  dx = pos(3);
  halign = 'center';
  if (dx > 0)
    halign = 'right';
  elseif (dx < 0)
    halign = 'left';
  end
  text (pos(1), pos(2), '', 'parent', h, 'horizontalalignment', halign, ...
        'verticalalignment', 'middle', opts.text{:});
end

function draw_textbox (h, pos, opts, figsize)
  % The text inside the box, placed by its alignments and margin (points).
  draw_box (h, pos, struct ('facecolor', opts.backgroundcolor, ...
                            'facealpha', opts.facealpha, ...
                            'color', opts.edgecolor, ...
                            'linestyle', opts.linestyle, ...
                            'linewidth', opts.linewidth), ...
            [0, 1, 1, 0], [0, 0, 1, 1]);
  halign = text_option (opts.text, 'horizontalalignment', 'left');
  valign = text_option (opts.text, 'verticalalignment', 'top');
  m = opts.margin ./ figsize;
  x = pos(1) + m(1);
  if (strcmp (halign, 'center'))
    x = pos(1) + pos(3) / 2;
  elseif (strcmp (halign, 'right'))
    x = pos(1) + pos(3) - m(1);
  end
  y = pos(2) + pos(4) - m(2);
  if (any (strcmp (valign, {'middle', 'baseline'})))
    y = pos(2) + pos(4) / 2;
  elseif (any (strcmp (valign, {'bottom', 'cap'})))
    y = pos(2) + m(2);
  end
  text (x, y, '', 'parent', h, 'horizontalalignment', halign, ...
        'verticalalignment', valign, opts.text{:});
end

function v = text_option (props, name, v)
  k = find (strcmp (props(1:2:end), name), 1, 'last');
  if (! isempty (k))
    v = lower (props{2 * k});
  end
end

function draw_box (h, pos, opts, fx, fy)
  % The outline (FX, FY) of the unit square, stretched over POS.
  patch (pos(1) + pos(3) * fx(:), pos(2) + pos(4) * fy(:), 'w', 'parent', h, ...
         'facecolor', opts.facecolor, 'facealpha', opts.facealpha, ...
         'edgecolor', opts.color, 'linestyle', opts.linestyle, ...
         'linewidth', opts.linewidth);
end
