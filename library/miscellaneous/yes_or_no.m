function tf = yes_or_no (prompt)
% -- TF = yes_or_no ("PROMPT")
%     Ask the user a yes-or-no question on standard input, PROMPT followed
%     by "(yes or no) ", until the answer is "yes" (true) or "no" (false).
%
%     See also: input, kbhit.

  if (nargin > 1)
    print_usage ();
  end
  if (nargin == 0)
    prompt = '';
  end
  if (! ischar (prompt))
    error ('yes_or_no: PROMPT must be a string');
  end
  while (true)
    answer = input ([prompt, '(yes or no) '], 's');
    if (strcmp (answer, 'yes'))
      tf = true;
      return;
    elseif (strcmp (answer, 'no'))
      tf = false;
      return;
    end
    fputs (stderr, "Please answer yes or no.\n");
  end
end
