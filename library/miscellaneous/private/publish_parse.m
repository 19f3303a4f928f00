function doc = publish_parse (text)
  % The structure of a script for publish: its title and introduction
  % (the text of a first section with no code), and its sections, each
  % with a title ('' continues the previous section), its text lines
  % (after the comment character) and its code.
  lines = strsplit (strrep (text, "\r", ''), "\n");
  if (! isempty (lines) && isempty (lines{end}))
    lines(end) = [];
  end
  doc.is_function = is_function_file (lines);
  blank = struct ('title', '', 'text', {{}}, 'code', {{}}, 'marker', false);
  sections = blank;
  in_text = false;
  for k = 1:numel (lines)
    ln = lines{k};
    marker = regexp (ln, '^(%%%?|##)(\s+(.*))?$', 'tokens', 'once');
    if (! isempty (marker))
      s = blank;
      s.title = strtrim (marker{end});
      s.marker = true;
      sections(end+1) = s;
      in_text = true;
    elseif (in_text && ! isempty (regexp (ln, '^\s*[%#]', 'once')))
      sections(end).text{end+1} = regexprep (ln, '^\s*[%#]', '', 'once');
    else
      in_text = false;
      sections(end).code{end+1} = ln;
    end
  end
  for k = 1:numel (sections)
    sections(k).code = trim_blank_lines (sections(k).code);
  end
  % Code before the first marker forms an untitled section when there is any.
  if (isempty (sections(1).code))
    sections(1) = [];
  end
  doc.title = '';
  doc.intro = {};
  if (! isempty (sections) && sections(1).marker && ! isempty (lines) ...
      && ! isempty (regexp (lines{1}, '^(%%%?|##)', 'once')) ...
      && isempty (sections(1).code) && numel (sections) > 1)
    doc.title = sections(1).title;
    doc.intro = sections(1).text;
    sections(1) = [];
  end
  doc.sections = rmfield (sections, 'marker');
end

function tf = is_function_file (lines)
  % Whether the first line that is not blank or a comment starts a
  % function or a class.
  tf = false;
  for k = 1:numel (lines)
    ln = strtrim (lines{k});
    if (isempty (ln) || any (ln(1) == '%#'))
      continue;
    end
    tf = ! isempty (regexp (ln, '^(function|classdef)\>', 'once'));
    return;
  end
end

function code = trim_blank_lines (code)
  nonblank = find (! cellfun (@(l) all (isspace (l)), code));
  if (isempty (nonblank))
    code = {};
  else
    code = code(nonblank(1):nonblank(end));
  end
end
