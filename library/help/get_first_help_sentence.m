function [text, status] = get_first_help_sentence (name, max_len = 80)
% -- TEXT = get_first_help_sentence (NAME)
% -- TEXT = get_first_help_sentence (NAME, MAX_LEN)
% -- [TEXT, STATUS] = get_first_help_sentence (...)
%     The first sentence of the help text of function NAME: up to the
%     first period that whitespace and then a capital letter or a new line
%     follow, or up to the end of the first paragraph, whichever comes
%     first. A sentence of MAX_LEN characters or more (default 80) is cut
%     to MAX_LEN - 3 characters and '...'. STATUS is always 0.
%
%     See also: get_help_text, help.

  if (nargin < 1)
    print_usage ();
  end
  if (! ischar (name))
    error ('get_first_help_sentence: NAME must be a string');
  end
  if (! isnumeric (max_len) || max_len <= 0 || max_len != fix (max_len))
    error ('get_first_help_sentence: MAX_LEN must be positive integer');
  end
  [help, format] = get_help_text (name);
  switch (format)
    case 'Not documented'
      error ('get_first_help_sentence: ''%s'' is not documented\n', name);
    case 'Not found'
      error ('get_first_help_sentence: ''%s'' not found\n', name);
  end
  % Where the sentence ends: its period, the line before a blank line, or
  % the end of the text.
  stops = [regexp(help, '\.\s+(?:[A-Z]|\n)', 'once'), ...
           regexp(help, '\n\n', 'once') - 1, numel(help)];
  last = min (stops);
  if (last < max_len)
    text = help(1:last);
  elseif (max_len > 3)
    text = [help(1:max_len - 3), '...'];
  else
    text = help(1:max_len);
  end
  status = 0;
end
