% HELP_TEXT  Shows its own help.
%   The leading comment block of a file is its help text,
%   without the comment characters.
%
%   This paragraph is still help.

% Not help any more.
txt = help('help_text');
printf('[%s]\n', txt);
