c = calendar(2000, 2)
calendar(2026, 11)
calendar('2026-11-26')
calendar(datenum(1957,10,4))
calendar(2024,9)
c = calendar(datenum(1957,10,14));
disp(c)
t = struct('usec',0,'sec',5,'min',4,'hour',13,'mday',9,'mon',1,'year',124,'wday',5,'yday',39,'isdst',0,'gmtoff',0,'zone','UTC');
s = asctime(t)
