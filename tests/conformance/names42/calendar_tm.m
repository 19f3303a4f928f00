% Broken-down time: gmtime, localtime, mktime, strftime, strptime, ctime.
t = gmtime (1e9)
l = localtime (1e9 + 0.5);
disp (l.usec)
printf ('%d\n', mktime (t))
strftime ('%Y-%m-%d %H:%M:%S %a %A %b %B %j %p %y %e %D %T %%', t)
strftime ('%I %l %k %C %u %w %R %r %h %F', gmtime (86400 * 365.25 * 30 + 45296))
ctime (1e9)
asctime (gmtime (0))
[tm, n] = strptime ('2001-09-09 01:46:40', '%Y-%m-%d %H:%M:%S')
[tm, n] = strptime ('foo', '%Y')
[tm, n] = strptime ('12/25/99 xyz', '%D');
printf ('%d %d %d %d %d\n', tm.year, tm.mon, tm.mday, tm.wday, n)
[tm, n] = strptime ('Mar 3 2020', '%b %d %Y');
printf ('%d %d %d %d %d\n', tm.year, tm.mon, tm.mday, tm.yday, n)
t2 = gmtime (-86400 * 400);
printf ('%d %d %d %d\n', t2.year, t2.mon, t2.mday, t2.wday)
t2.mon = 13;
printf ('%d\n', mktime (t2))
printf ('%s\n', class (time ()))
