function [out, delimiter, header_rows] = importdata (fname, delimiter, header_rows)
% -- A = importdata (FNAME)
% -- A = importdata (FNAME, DELIMITER)
% -- A = importdata (FNAME, DELIMITER, HEADER_ROWS)
% -- [A, DELIMITER, HEADER_ROWS] = importdata (...)
%     Read numeric data from the text file FNAME (a .mat file is loaded
%     with load).  Values are separated by DELIMITER, one character; by
%     default the first of tab, comma, semicolon, "|" and ":" found in
%     the first data line, else white space.  The first HEADER_ROWS lines
%     are text (by default, the lines before the first one whose fields
%     are all numbers).  Missing values are NA.
%
%     Without header lines A is the matrix of the data.  Otherwise A is a
%     structure: "data", "textdata" (the header lines, a column cell) and,
%     when the last header line has one field per column, "colheaders".
%
%     See also: load, dlmread, csvread, textscan, fileread.

  if (nargin < 1)
    print_usage ();
  end
  if (! ischar (fname))
    error ('importdata: FNAME must be a string');
  end
  if (nargin < 2)
    delimiter = '';
  elseif (! ischar (delimiter) || numel (delimiter) > 1)
    % "\t" given as a two-character escape counts as a tab
    if (ischar (delimiter) && strcmp (delimiter, '\t'))
      delimiter = "\t";
    else
      error ('importdata: DELIMITER must be a single character');
    end
  end
  if (nargin < 3)
    header_rows = -1;
  elseif (! (isscalar (header_rows) && header_rows == fix (header_rows) && header_rows >= 0))
    error ('importdata: HEADER_ROWS must be an integer >= 0');
  end
  [~, ~, ext] = fileparts (fname);
  if (strcmpi (ext, '.mat'))
    out = load (fname);
    delimiter = NaN;
    header_rows = 0;
    return;
  end
  if (! exist (fname, 'file'))
    error ('importdata: unable to open file %s', fname);
  end
  lines = strsplit (fileread (fname), "\n");
  lines = regexprep (lines, "\r$", '');
  while (! isempty (lines) && isempty (strtrim (lines{end})))
    lines(end) = [];
  end
  if (header_rows < 0)
    header_rows = 0;
    while (header_rows < numel (lines) && ! numeric_line (lines{header_rows+1}, delimiter))
      header_rows = header_rows + 1;
    end
  end
  body = lines(header_rows+1:end);
  if (isempty (delimiter))
    delimiter = ' ';
    if (! isempty (body))
      for c = {"\t", ',', ';', '|', ':'}
        if (any (body{1} == c{1}))
          delimiter = c{1};
          break;
        end
      end
    end
  end
  rows = cellfun (@(ln) split_fields (ln, delimiter), body, 'UniformOutput', false);
  ncols = max ([0, cellfun('numel', rows)]);
  data = NA (numel (rows), ncols);
  for i = 1:numel (rows)
    v = str2double (rows{i});
    v(isnan (v) & ! strcmpi (strtrim (rows{i}), 'nan')) = NA;
    data(i, 1:numel (v)) = v;
  end
  if (header_rows == 0)
    out = data;
    return;
  end
  out.data = data;
  out.textdata = lines(1:header_rows)';
  heads = split_fields (lines{header_rows}, delimiter);
  if (numel (heads) == ncols && ncols > 0)
    out.colheaders = heads;
  end
end

% The fields of LINE between delimiters (runs of white space for ' ').
function f = split_fields (line, delimiter)
  if (delimiter == ' ')
    f = strsplit (strtrim (line), {' ', "\t"}, 'CollapseDelimiters', true);
  else
    f = strsplit (line, delimiter, 'CollapseDelimiters', false);
  end
  f = strtrim (f);
end

% True if every field of LINE reads as a number.
function tf = numeric_line (line, delimiter)
  if (isempty (delimiter))
    fields = regexp (strtrim (line), '[\s,;|:]+', 'split');
  else
    fields = split_fields (line, delimiter);
  end
  fields = fields(! cellfun ('isempty', fields));
  tf = ! isempty (fields) && ! any (isnan (str2double (fields)) & ! strcmpi (fields, 'nan'));
end
