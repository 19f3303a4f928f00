function [l, c, m, msg] = colstyle (style)
  % COLSTYLE  Parse a line specification such as "r:x" into its parts.
  %   [linestyle, color, marker, msg] = colstyle (style): each part [] when
  %   the spec leaves it out (the line style is "none" when only a marker is
  %   given, the marker "none" when only a line style is); msg is the error.
  if (nargin != 1)
    print_usage ();
  end
  if (! ischar (style))
    error ("colstyle: STYLE must be a string");
  end
  l = [];  c = [];  m = [];  msg = [];
  names = {"red", "r"; "green", "g"; "blue", "b"; "cyan", "c"; "magenta", "m"; ...
           "yellow", "y"; "black", "k"; "white", "w"};
  s = style;
  for k = 1:rows (names)
    if (! isempty (strfind (s, names{k, 1})))
      c = names{k, 2};
      s = strrep (s, names{k, 1}, "");
    end
  end
  i = 1;
  while (i <= numel (s))
    ch = s(i);
    if (i < numel (s) && any (strcmp (s(i:i+1), {"--", "-."})))
      l = s(i:i+1);
      i = i + 2;
      continue;
    end
    if (ch == "-" || ch == ":")
      l = ch;
    elseif (any (ch == "rgbcmykw"))
      c = ch;
    elseif (any (ch == "+o*.xsd^v<>ph"))
      m = ch;
    else
      msg = sprintf ("colstyle: unrecognized format character: '%s'", ch);
      l = [];  c = [];  m = [];
      if (nargout < 4)
        error (msg);
      end
      return;
    end
    i = i + 1;
  end
  if (! isempty (m) && isempty (l))
    l = "none";
  elseif (! isempty (l) && isempty (m))
    m = "none";
  end
end
