c = cellstr(['ab '; 'cde'; '   '])
c = cellstr('')
size(c)
c = cellstr({'a', 'bb'})
m = char('one', 'three');
c = cellstr(m);
printf('[%s]\n', c{:});
c = cellstr(' lead ')
