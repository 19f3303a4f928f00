function [u, v, style] = arrow_args (caller, args)
  % compass and feather's arguments: (u, v [, style]) or (z [, style]).
  style = "b-";
  if (isempty (args) || numel (args) > 3)
    error ("Octave:invalid-fun-call", "Invalid call to %s", caller);
  end
  if (numel (args) == 1 || (numel (args) == 2 && ! isnumeric (args{2})))
    z = args{1};
    u = real (z);  v = imag (z);
    rest = args(2:end);
  else
    u = args{1};  v = args{2};
    rest = args(3:end);
  end
  if (! isempty (rest))
    style = rest{1};
    if (! ischar (style) || ! is_line_style (style))
      error ("%s: invalid linestyle STYLE", caller);
    end
  end
end

function ok = is_line_style (s)
  % Whether s is a line spec: color letters, markers and line styles only.
  t = regexprep (s, '--|-\.|-|:', '');
  ok = all (ismember (t, 'rgbcmykwo+*.xsd^v<>ph'));
end
