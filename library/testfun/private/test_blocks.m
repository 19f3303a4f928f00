function [blocks, file] = test_blocks (name)
% The %! blocks of the file of function NAME (or of the file NAME), as a
% struct array: kind (the keyword), text (the block as written, without
% the %! marks) and code (what follows the keyword).  FILE is '' when
% there is no such file.
  file = '';
  if (exist (name, 'file') == 2 && any (name == '.'))
    file = name;
  else
    file = which (name);
  end
  blocks = struct ('kind', {}, 'text', {}, 'code', {});
  if (isempty (file) || ! exist (file, 'file'))
    file = '';
    return;
  end
  lines = strsplit (fileread (file), "\n", 'CollapseDelimiters', false);
  for k = 1:numel (lines)
    ln = lines{k};
    if (numel (ln) < 2 || ! strcmp (ln(1:2), '%!'))
      continue;
    end
    ln = ln(3:end);
    kind = regexp (ln, '^(assert|fail|test|xtest|testif|error|warning|shared|function|endfunction|demo)\>', 'match', 'once');
    if (! isempty (kind))
      blocks(end+1).kind = kind;
      blocks(end).text = ln;
      blocks(end).code = ln(numel (kind)+1:end);
    elseif (! isempty (blocks))
      blocks(end).text = [blocks(end).text, "\n", ln];
      blocks(end).code = [blocks(end).code, "\n", ln];
    end
  end
end
