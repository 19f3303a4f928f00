d = datenum(2024, 3, 5, 7, 8, 9.5);
for k = 0:31
  printf('%2d: %s\n', k, datestr(d, k));
end
printf('%s\n', datestr(d, 'dd/mm/yyyy HH:MM:SS.FFF'));
printf('%s\n', datestr(d, 'mmmyy ddd dd'));
printf('%s\n', datestr(d, 'yy-m-d HH PM'));
printf('%s\n', datestr([2024 3 5 19 0 0]));
printf('%s\n', datestr(738000));
