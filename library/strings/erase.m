function out = erase (str, ptn)
% ERASE  Delete every occurrence of a pattern from strings.
%   erase (STR, PTN) removes every non-overlapping occurrence of PTN (a
%   string, or any string of a cell array, the first that matches at each
%   place) from the string, character matrix or cell array of strings
%   STR, scanning from the left.
  if (nargin ~= 2)
    print_usage ();
  end
  charmat = false;
  if (ischar (str))
    if (rows (str) > 1)
      str = mat2cell (str, ones (1, rows (str)));   % keeps trailing blanks
      charmat = true;
    end
  elseif (~ iscellstr (str))
    error ('erase: STR must be a string or cell array of strings');
  end
  if (ischar (ptn))
    if (rows (ptn) > 1)
      warning ('Octave:erase:chararray', ...
               'erase: using character array for PTN is not recommended, consider cell array of strings instead');
      ptn = mat2cell (ptn, ones (1, rows (ptn)));
    end
  elseif (~ iscellstr (ptn))
    error ('erase: PTN must be a string or cell array of strings');
  end
  % regexprep replaces left to right without overlaps, trying the
  % alternatives of a cell PTN in their order at each place.
  if (ischar (ptn))
    ptn = {ptn};
  end
  ptn = ptn(~ cellfun ('isempty', ptn));
  if (isempty (ptn))
    out = str;
  else
    out = regexprep (str, strjoin (regexptranslate ('escape', ptn(:).'), '|'), '');
  end
  % An emptied string is 0x0, as Octave's strrep and regexprep give it.
  if (ischar (out) && isempty (out))
    out = '';
  elseif (iscell (out))
    out(cellfun ('isempty', out)) = {''};
  end
  if (charmat)
    out = char (out);
  end
end
