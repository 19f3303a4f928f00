% datevec reads strings as Octave's strptime does
disp(datevec('09/07/00'))
disp(datevec('07-Sep-2000 15:38:09'))
disp(datevec({'2001-02-30', 'Mar.05,1999'}))
v = datevec('06/01/2015 3:07:12.1 PM', 'mm/dd/yyyy HH:MM:SS.FFF PM');
printf('%g ', v); printf('\n');
disp(datevec('31/12/69', 'dd/mm/yy'))
disp(datevec('5/4/30', 'dd/mm/yy', 1950))
disp(datenum('2020-01-15', 'yyyy-mm-dd'))
disp(datevec(['2000-01-01'; '1999-12-31']))
try
  datevec('1/2/30', 'mm/yy/yy')
catch e
  disp(e.message)
end
try
  datevec('hello')
catch e
  disp(e.message)
end
