d = datenum(2024, 3, 15, 13, 45, 30.25);
s0 = datestr(d)
s1 = datestr(d, 0), s2 = datestr(d, 1), s3 = datestr(d, 2)
s4 = datestr(d, 29), s5 = datestr(d, 30), s6 = datestr(d, 31)
s7 = datestr(d, 'yyyy-mm-dd HH:MM:SS')
s8 = datestr(d, 'HH:MM PM dddd mmmm yy FFF')
s9 = datestr(floor(d))
m = datestr([d; d + 1.5])
