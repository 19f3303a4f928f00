function y = regexptranslate (op, s)
% REGEXPTRANSLATE  Make a string into a regular expression.
%   regexptranslate ("escape", S) escapes the characters that are special
%   in regular expressions ([](){}.*+?^$|\), so S matches literally.
%   regexptranslate ("wildcard", S) turns a shell wildcard into a regular
%   expression: "." matches a dot, "*" any text, "?" any character.
  if (nargin ~= 2)
    print_usage ();
  end
  if (~ ischar (op))
    error ('regexptranslate: operation OP must be a string');
  end
  switch (lower (op))
    case 'wildcard'
      y = strrep (strrep (strrep (s, '.', '\.'), '*', '.*'), '?', '.');
    case 'escape'
      y = regexprep (s, '([\[\]\(\)\{\}\.\*\+\?\^\$\|\\])', '\\$1');
    otherwise
      error ('regexptranslate: invalid operation OP');
  end
end
