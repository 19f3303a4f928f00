function [out, delimiter, header_rows] = importdata (fname, delimiter, header_rows)
% -- A = importdata (FNAME)
% -- A = importdata (FNAME, DELIMITER)
% -- A = importdata (FNAME, DELIMITER, HEADER_ROWS)
% -- [A, DELIMITER, HEADER_ROWS] = importdata (...)
%     Read numeric data from the text file FNAME (a .mat file is loaded
%     with load).  Values are separated by DELIMITER, one character; by
%     default the first of tab, comma, semicolon, "|" and ":" found in
%     the first data line, else white space.  The first HEADER_ROWS lines
%     are text (by default, the lines before the first one that holds
%     numbers).  Missing values and text in the data are NA; the text
%     goes to "textdata", and a first column of text to "rowheaders".
%
%     Without header lines or text A is the matrix of the data.  Otherwise
%     A is a structure of the fields that are not empty: "data",
%     "textdata" (the header lines and other text, a column cell),
%     "rowheaders" and, when the last header line has one field per
%     column, "colheaders".  A file of text only gives the cell of lines.
%
%     See also: load, dlmread, csvread, textscan, fileread.

  if (nargin < 1)
    print_usage ();
  end
  if (! ischar (fname))
    error ('importdata: FNAME must be a string');
  end
  if (strcmpi (fname, '-pastespecial'))
    error ('importdata: option -pastespecial not implemented');
  end
  if (nargin < 2)
    delimiter = '';
  elseif (ischar (delimiter) && strcmp (delimiter, '\t'))
    delimiter = "\t";
  elseif (! ischar (delimiter) || numel (delimiter) > 1)
    error ('importdata: DELIMITER must be a single character');
  end
  if (nargin < 3)
    header_rows = -1;
  elseif (! (isnumeric (header_rows) && isscalar (header_rows) ...
             && header_rows == fix (header_rows) && header_rows >= 0))
    error ('importdata: HEADER_ROWS must be an integer >= 0');
  end
  [~, ~, ext] = fileparts (fname);
  ext = lower (ext);
  if (strcmp (ext, '.mat'))
    out = load (fname);
    delimiter = NaN;
    header_rows = 0;
    return;
  elseif (any (strcmp (ext, {'.au', '.snd', '.flac', '.ogg', '.wav', '.wave', '.avi', ...
                             '.mj2', '.mpg', '.asf', '.asx', '.wmv', '.mp4', '.m4v', ...
                             '.mov', '.bmp', '.gif', '.jpg', '.jpeg', '.png', '.tif', ...
                             '.tiff', '.xls', '.xlsx', '.ods'})))
    error ('importdata: not implemented for file format %s', ext);
  end
  if (! exist (fname, 'file'))
    error ('importdata: unable to open file %s', fname);
  end
  lines = regexprep (strsplit (fileread (fname), "\n", 'CollapseDelimiters', false), "\r$", '');
  if (! isempty (lines) && isempty (lines{end}))
    lines(end) = [];
  end
  lines(cellfun ('isempty', lines)) = {''};
  % header lines: those before the first line that holds data
  found = 0;
  while (found < numel (lines) && ! data_line (lines{found+1}, delimiter))
    found = found + 1;
  end
  if (header_rows < 0)
    header_rows = found;
  elseif (header_rows < found)
    warning ('Octave:importdata:headerrows_mismatch', ...
             'importdata: detected %d header rows, but HEADER_ROWS input configured %d rows', ...
             found, header_rows);
  end
  body = lines(max (header_rows, 0)+1:end);
  if (isempty (delimiter))
    delimiter = guess_delimiter (lines(found+1:end));
  end
  out = struct ('data', [], 'textdata', {lines(1:min (found, header_rows))'}, ...
                'rowheaders', {{}}, 'colheaders', {{}});
  if (header_rows > found)
    out.textdata = lines(1:header_rows)';
  end
  rows = cell (numel (body), 1);
  for i = 1:numel (body)
    rows{i} = split_fields (body{i}, delimiter);
  end
  vals = cellfun (@(r) read_numbers (r), rows, 'UniformOutput', false);
  % a first column of text in every data row holds row headers
  if (! isempty (rows) && all (cellfun (@(v) ! isempty (v) && isnan (v(1)), vals)) ...
      && all (cellfun (@(r) ! isempty (r{1}), rows)) && header_rows >= found)
    out.rowheaders = cellfun (@(r) r{1}, rows, 'UniformOutput', false);
    out.textdata = [out.textdata; out.rowheaders];
    rows = cellfun (@(r) r(2:end), rows, 'UniformOutput', false);
    vals = cellfun (@(v) v(2:end), vals, 'UniformOutput', false);
  end
  ncols = max ([0; cellfun('numel', vals)]);
  data = NA (numel (rows), ncols);
  for i = 1:numel (rows)
    v = vals{i};
    data(i, 1:numel (v)) = v;
    for j = find (isnan (v) & ! cellfun ('isempty', rows{i}) & ! is_nan_text (rows{i}))
      out.textdata{end+1, 1} = rows{i}{j};
    end
  end
  out.data = data;
  if (header_rows > 0 && header_rows <= numel (lines))
    heads = split_fields (lines{header_rows}, delimiter);
    if (numel (heads) == ncols && ncols > 0)
      out.colheaders = heads;
    end
  end
  % drop the empty fields; a single field left stands alone
  for f = fieldnames (out)'
    if (isempty (out.(f{1})))
      out = rmfield (out, f{1});
    end
  end
  names = fieldnames (out);
  if (numel (names) == 1)
    out = out.(names{1});
  elseif (isempty (names))
    out = [];
  end
end

% The fields of LINE between delimiters ('' : the whole line; ' ' : runs
% of white space).
function f = split_fields (line, delimiter)
  if (isempty (delimiter))
    f = {strtrim(line)};
  elseif (delimiter == ' ')
    f = strsplit (strtrim (line), {' ', "\t"}, 'CollapseDelimiters', true);
  else
    f = strsplit (line, delimiter, 'CollapseDelimiters', false);
  end
  f = strtrim (f);
end

% The numbers of FIELDS, NA where a field is empty or text.
function v = read_numbers (fields)
  v = str2double (fields);
  v((isnan (v) & ! is_nan_text (fields)) | strcmp (fields, 'NA')) = NA;
end

function tf = is_nan_text (fields)
  tf = strcmpi (fields, 'nan') | strcmp (fields, 'NA');
end

% Whether LINE holds data: with a DELIMITER, some field is a number;
% without one, every field is.
function tf = data_line (line, delimiter)
  if (isempty (strtrim (line)))
    tf = false;
    return;
  end
  if (isempty (delimiter))
    fields = regexp (strtrim (line), '[\s,;|:]+', 'split');
    fields = fields(! cellfun ('isempty', fields));
    tf = ! any (isnan (str2double (fields)) & ! strcmpi (fields, 'nan') & ! strcmp (fields, 'NA'));
  else
    fields = split_fields (line, delimiter);
    tf = any (! isnan (str2double (fields)) | strcmpi (fields, 'nan') | strcmp (fields, 'NA'));
  end
end

% The delimiter of the data LINES: the first of tab , ; | : in the first
% of them, else white space between fields, else none.
function d = guess_delimiter (lines)
  d = '';
  if (isempty (lines))
    return;
  end
  first = strtrim (lines{1});
  for c = {"\t", ',', ';', '|', ':'}
    if (any (first == c{1}))
      d = c{1};
      return;
    end
  end
  if (any (isspace (first)))
    d = ' ';
  end
end
