function out = erase (str, ptn)
% ERASE  Delete every occurrence of a pattern from strings.
%   erase (STR, PTN) removes every non-overlapping occurrence of PTN (a
%   string, or any string of a cell array, longest match first at each
%   place) from the string, character matrix or cell array of strings
%   STR.
  if (nargin ~= 2)
    print_usage ();
  end
  charmat = false;
  if (ischar (str))
    if (rows (str) > 1)
      str = cellstr (str);
      charmat = true;
    end
  elseif (~ iscellstr (str))
    error ('erase: STR must be a string or cell array of strings');
  end
  if (ischar (ptn))
    if (rows (ptn) > 1)
      warning ('Octave:erase:chararray', ...
               'erase: using character array for PTN is not recommended, consider cell array of strings instead');
      ptn = cellstr (ptn);
    end
  elseif (~ iscellstr (ptn))
    error ('erase: PTN must be a string or cell array of strings');
  end
  if (ischar (ptn))
    out = strrep (str, ptn, '', 'overlaps', false);
  else
    out = regexprep (str, strjoin (regexptranslate ('escape', ptn(:).'), '|'), '');
  end
  if (charmat)
    out = char (out);
  end
end
