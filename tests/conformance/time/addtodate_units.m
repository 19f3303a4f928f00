d = datenum(2020, 1, 31);
m = datestr(addtodate(d, [1 2 13], 'month'))
y = datestr(addtodate(d, 1, 'years'))
h = addtodate(d, 36, 'hour') - d
s = addtodate(d, [1; 2], 'minute') - d
try, addtodate(d, 1, 'fortnight'), catch e, disp(e.message), end
try, addtodate(d, 1, 5), catch e, disp(e.message), end
