% HELP_CRLF  A file written with Windows line ends (CR LF).
%   Its help lines keep the carriage return, as Octave prints them.

% Not help.
txt = help('help_crlf');
printf('[%s]\n', strrep(txt, char(13), '<CR>'));
