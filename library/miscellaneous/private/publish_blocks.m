function blocks = publish_blocks (lines)
  % The text LINES of a section (after the comment character), cut at
  % empty lines into blocks of a kind: 'paragraph', 'bullets', 'numbers'
  % (their items in the cell LINES), 'code' (indented three spaces),
  % 'pre' (two), 'image', 'include', 'html' and 'latex'.
  blocks = struct ('kind', {}, 'lines', {});
  k = 1;
  n = numel (lines);
  while (k <= n)
    if (all (isspace (lines{k})))
      k = k + 1;
      continue;
    end
    raw = strtrim (lines{k});
    tag = '';
    if (strncmpi (raw, '<html>', 6))
      tag = 'html';
    elseif (strncmpi (raw, '<latex>', 7))
      tag = 'latex';
    end
    if (! isempty (tag))
      [blocks(end+1), k] = tagged (lines, k, tag);
      continue;
    end
    last = k;
    while (last < n && ! all (isspace (lines{last + 1})))
      last = last + 1;
    end
    blocks(end+1) = classify (lines(k:last));
    k = last + 1;
  end
end

function [block, k] = tagged (lines, k, tag)
  % An <html> or <latex> block runs to its closing tag, blank lines and all.
  body = {};
  first = true;
  while (k <= numel (lines))
    ln = regexprep (lines{k}, '^ ', '', 'once');
    if (first)
      ln = regexprep (ln, ['^\s*<', tag, '>'], '', 'ignorecase', 'once');
      first = false;
    end
    [ln, closed] = regexprep_close (ln, tag);
    body{end+1} = ln;
    k = k + 1;
    if (closed)
      break;
    end
  end
  block = struct ('kind', tag, 'lines', {body});
end

function [ln, closed] = regexprep_close (ln, tag)
  at = regexpi (ln, ['</', tag, '>'], 'once');
  closed = ! isempty (at);
  if (closed)
    ln = ln(1:at - 1);
  end
end

function block = classify (b)
  one = numel (b) == 1;
  if (all (! cellfun (@isempty, regexp (b, '^ \* ', 'once'))))
    block = struct ('kind', 'bullets', 'lines', {regexprep(b, '^ \* ', '', 'once')});
  elseif (all (! cellfun (@isempty, regexp (b, '^ # ', 'once'))))
    block = struct ('kind', 'numbers', 'lines', {regexprep(b, '^ # ', '', 'once')});
  elseif (all (strncmp (b, '   ', 3)))
    block = struct ('kind', 'code', 'lines', {cellfun(@(l) l(4:end), b, 'UniformOutput', false)});
  elseif (all (strncmp (b, '  ', 2)))
    block = struct ('kind', 'pre', 'lines', {cellfun(@(l) l(3:end), b, 'UniformOutput', false)});
  elseif (one && ! isempty (regexp (b{1}, '^\s*<<.*>>\s*$', 'once')))
    block = struct ('kind', 'image', 'lines', {regexp(b{1}, '<<(.*)>>', 'tokens', 'once')});
  elseif (one && ! isempty (regexpi (b{1}, '^\s*<include>.*</include>\s*$', 'once')))
    block = struct ('kind', 'include', 'lines', ...
                    {regexpi(b{1}, '<include>(.*)</include>', 'tokens', 'once')});
  else
    block = struct ('kind', 'paragraph', 'lines', {strtrim(b)});
  end
end
