function s = ctime (t)
% -- S = ctime (T)
%     The time T (seconds since the epoch) as a string in the local time
%     zone, like "Sun Sep 09 01:46:40 2001\n": asctime (localtime (T)).
%
%     See also: asctime, localtime, time, strftime.

  if (nargin < 1)
    print_usage ();
  end
  s = strftime ("%a %b %d %H:%M:%S %Y\n", localtime (t));
end
