function tf = fail (code, pattern, warning_pattern)
% -- fail (CODE)
% -- fail (CODE, PATTERN)
% -- fail (CODE, "warning")
% -- fail (CODE, "warning", PATTERN)
%     Check that the string CODE, evaluated in the caller's workspace,
%     raises an error whose message matches the regular expression
%     PATTERN (any error without one); with "warning", that it issues a
%     matching warning.  Otherwise raise an error that says what happened.
%     With an output, return true (for assert (fail (...))).
%
%     See also: assert, test, error, lastwarn.

  if (nargin < 1)
    print_usage ();
  end
  want_warning = nargin >= 2 && strcmp (pattern, 'warning');
  if (nargin == 1 || (want_warning && nargin == 2))
    pattern = '';
  elseif (want_warning)
    pattern = warning_pattern;
  elseif (nargin > 2)
    print_usage ();
  end
  if (isempty (pattern))
    pattern = '.';
  end
  if (nargout)
    tf = true;
  end
  if (want_warning)
    lastwarn ('');
    try
      evalin ('caller', [code, ';']);
    catch err
      error ('expected warning <%s>\nbut got error <%s>', pattern, err.message);
    end
    got = lastwarn ();
    if (isempty (got))
      error ('expected warning <%s> but got none', pattern);
    elseif (isempty (regexp (got, pattern, 'once')))
      error ('expected warning <%s>\nbut got <%s>', pattern, got);
    end
  else
    try
      evalin ('caller', [code, ';']);
    catch err
      if (isempty (regexp (err.message, pattern, 'once')))
        error ('expected error <%s>\nbut got <%s>', pattern, err.message);
      end
      return;
    end
    error ('expected error <%s> but got none', pattern);
  end
end
