function varargout = calendar (varargin)
% -- C = calendar ()
% -- C = calendar (D)
% -- C = calendar (Y, M)
% -- calendar (...)
%     The calendar of a month as a 6 by 7 matrix of day numbers, weeks in
%     rows from Sunday to Saturday, 0 outside the month: the current
%     month, the month of the date D (a serial date number or a date
%     string), or month M of year Y.  Without an output it is printed,
%     with the day of D (or today) marked by an asterisk.
%
%     See also: datenum, datestr, weekday, eomday.

  switch (nargin)
    case 0
      v = clock ();
    case 1
      v = datevec (varargin{1});
    case 2
      v = [varargin{1}, varargin{2}, 0];
    otherwise
      print_usage ();
  end
  y = v(1);
  m = v(2);
  d = v(3);
  first = weekday (datenum (y, m, 1));
  n = eomday (y, m);
  c = zeros (7, 6);
  c(first - 1 + (1:n)) = 1:n;
  if (nargout > 0)
    varargout{1} = c';
    return;
  end
  text = sprintf ('    %2d    %2d    %2d    %2d    %2d    %2d    %2d\n', c);
  if (d > 0)
    % the day's two columns end at 6*(cell) in a line of 43 characters
    cell = first + d - 1;
    at = 6 * cell + fix ((cell - 1) / 7) - 1 - (d >= 10);
    text(at) = '*';
  end
  months = {'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'};
  printf ('                    %s %d\n', months{m}, y);
  printf ('     S     M    Tu     W    Th     F     S\n');
  printf ('%s', text);
end
