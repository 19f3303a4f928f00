function choice = menu (title, varargin)
% -- CHOICE = menu (TITLE, OPT1, ...)
% -- CHOICE = menu (TITLE, {OPT1, ...})
%     Print TITLE and the numbered options, then read the number of the
%     one chosen from the terminal.  CHOICE is 0, with a warning, when
%     the answer is not one of the numbers.
%
%     See also: input, yes_or_no, kbhit.

  if (nargin < 2)
    print_usage ();
  end
  if (! ischar (title))
    error ('menu: TITLE must be a string');
  elseif (nargin > 2 && ! iscellstr (varargin))
    error ('menu: All OPTIONS must be strings');
  elseif (! ischar (varargin{1}) && ! iscellstr (varargin{1}))
    error ('menu: OPTIONS must be string or cell array of strings');
  end
  if (! isempty (title))
    printf ('%s\n', title);
  end
  options = varargin;
  if (iscellstr (options{1}))
    options = options{1};
  end
  for k = 1:numel (options)
    printf ('  [%2d] %s\n', k, options{k});
  end
  printf ('\n');
  answer = input ('Select a number: ', 's');
  choice = sscanf (answer, '%d');
  if (! isscalar (choice) || choice < 1 || choice > numel (options))
    warning ('menu: input invalid or out of range');
    choice = 0;
  end
end
