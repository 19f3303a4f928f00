function [options, valid] = __pltopt__ (caller, opt, err_on_invalid)
% -- [OPTIONS, VALID] = __pltopt__ (CALLER, OPT, ERR_ON_INVALID)
%
%     Decode the format string OPT of a plot command (a cell array of
%     them gives a structure array): fields key (the text between
%     semicolons, ";key;"), color (an RGB row, from "r", "g", "b", "c",
%     "m", "y", "k", "w" or their names), linestyle ("-", "--", ":",
%     "-."), marker ("+", "o", "*", ".", "x", "|", "_", "s", "d", "^",
%     "v", ">", "<", "p", "h", or "square", "diamond", "pentagram",
%     "hexagram") and errorstyle.
%
%     A marker alone gives the line style "none"; a line style alone the
%     marker "none".  For CALLER "__do_errplot__" the error bar styles
%     "~", ">", "~>", "#", "#~", "#~>" are read (and ">" is not a
%     marker); for other callers errorstyle is "~".
%
%     An unknown character (or an unfinished key) is an error naming
%     CALLER when ERR_ON_INVALID is true (the default); otherwise VALID
%     is false and OPTIONS the defaults.
%
%     See also: __default_plot_options__, plot, colstyle.

  if (nargin < 2)
    print_usage ();
  end
  if (nargin < 3)
    err_on_invalid = true;
  end
  if (ischar (opt))
    opt = cellstr (opt);
  elseif (! iscellstr (opt))
    error ('__pltopt__: argument must be a character string or cell array of character strings');
  end
  n = numel (opt);
  options = repmat (__default_plot_options__ (), 1, n);
  valid = true;
  for k = 1:n
    [o, ok, msg] = decode (caller, opt{k});
    if (! ok && err_on_invalid)
      error ('%s: %s', caller, msg);
    end
    if (ok)
      options(k) = o;
    end
    valid = valid && ok;
  end
end

function [o, ok, msg] = decode (caller, s)
  o = __default_plot_options__ ();
  ok = true;
  msg = '';
  errplot = strcmp (caller, '__do_errplot__');
  colors = {'red', 'r', [1, 0, 0]; 'green', 'g', [0, 1, 0]; 'blue', 'b', [0, 0, 1];
            'cyan', 'c', [0, 1, 1]; 'magenta', 'm', [1, 0, 1]; 'yellow', 'y', [1, 1, 0];
            'black', 'k', [0, 0, 0]; 'white', 'w', [1, 1, 1]};
  long_markers = {'square', 's'; 'diamond', 'd'; 'pentagram', 'p'; 'hexagram', 'h'};
  estyles = {'#~>', '#~', '~>', '#', '~', '>'};
  i = 1;
  while (i <= numel (s))
    rest = s(i:end);
    c = s(i);
    if (any (strncmp (rest, {'--', '-.'}, 2)))
      o.linestyle = rest(1:2);
      i = i + 2;
    elseif (any (c == '-:'))
      o.linestyle = c;
      i = i + 1;
    elseif (c == ';')
      close = find (s(i+1:end) == ';', 1);
      if (isempty (close))
        [o, ok, msg] = invalid ('unfinished key label');
        return;
      end
      o.key = s(i+1:i+close-1);
      i = i + close + 1;
    elseif (errplot && any (c == '#~>'))
      m = prefix (rest, estyles);
      o.errorstyle = estyles{m};
      i = i + numel (estyles{m});
    elseif (any (c == '+o*.x|_sd^v><ph'))
      m = prefix (rest, long_markers(:, 1));
      if (isempty (m))
        o.marker = c;
        i = i + 1;
      else
        o.marker = long_markers{m, 2};
        i = i + numel (long_markers{m, 1});
      end
    else
      m = prefix (rest, colors(:, 1));
      if (isempty (m))
        m = find (strcmp (c, colors(:, 2)), 1);
        len = 1;
      else
        len = numel (colors{m, 1});
      end
      if (isempty (m))
        [o, ok, msg] = invalid (sprintf ('unrecognized format character: ''%s''', c));
        return;
      end
      o.color = colors{m, 3};
      i = i + len;
    end
  end
  if (! isempty (o.marker) && isempty (o.linestyle))
    o.linestyle = 'none';
  elseif (! isempty (o.linestyle) && isempty (o.marker))
    o.marker = 'none';
  end
  if (! errplot)
    o.errorstyle = '~';
  end
end

function [o, ok, msg] = invalid (msg)
  o = __default_plot_options__ ();
  ok = false;
end

function m = prefix (s, words)
  % The index of the first of WORDS that S starts with, or [].
  m = [];
  for k = 1:numel (words)
    if (strncmp (s, words{k}, numel (words{k})))
      m = k;
      return;
    end
  end
end
