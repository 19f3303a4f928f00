function s = asctime (tm_struct)
% -- S = asctime (TM_STRUCT)
%     The time structure TM_STRUCT (as localtime and gmtime return it) as
%     a string like "Thu Jan 01 00:00:00 1970\n", the format of C's
%     asctime: strftime ("%a %b %d %H:%M:%S %Y\n", TM_STRUCT).
%
%     See also: ctime, localtime, gmtime, strftime, datestr.

  if (nargin < 1)
    print_usage ();
  end
  days = {'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'};
  months = {'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'};
  t = tm_struct;
  s = sprintf ('%s %s %02d %02d:%02d:%02d %d\n', days{t.wday + 1}, months{t.mon + 1}, ...
               t.mday, t.hour, t.min, fix (t.sec), t.year + 1900);
end
