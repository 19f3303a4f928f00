function s = untabify (t, tw, deblank_arg)
% UNTABIFY  Replace tabs by spaces.
%   untabify (T) replaces each tab of the string, character matrix or cell
%   array of strings T by the spaces up to the next tab stop (every 8
%   columns); untabify (T, TW) uses tab stops every TW columns;
%   untabify (T, TW, true) also removes trailing blanks.
  if (nargin < 1)
    print_usage ();
  elseif (~ (ischar (t) || iscellstr (t)))
    error ('untabify: T must be a string or cellstring');
  end
  if (nargin < 2)
    tw = 8;
  end
  if (nargin < 3)
    deblank_arg = false;
  end
  if (ischar (t))
    s = expand (t, tw);
  else
    s = cellfun (@(c) expand (c, tw), t, 'UniformOutput', false);
  end
  if (deblank_arg)
    s = deblank (s);
  end
end

function s = expand (t, tw)
  if (ndims (t) ~= 2)
    error ('untabify: character strings to untabify must have 2 dimensions');
  end
  if (isempty (t))
    s = t;
    return;
  end
  lines = cell (rows (t), 1);
  for r = 1:rows (t)
    out = '';
    for c = t(r, :)
      if (c == char (9))
        % A tab moves to the next multiple of TW (at least one column).
        out = [out, blanks(tw * ceil ((numel (out) + 1) / tw) - numel (out))];
      else
        out(end+1) = c;
      end
    end
    lines{r} = out;
  end
  s = char (lines);
end
