c = textscan(sprintf('1,2\n,4\n5,'), '%f %f', 'Delimiter', ',', 'EmptyValue', -1);
disp([c{1} c{2}])
c = textscan(sprintf('a,1\nb,NaN\nc,'), '%s %f', 'Delimiter', ',');
disp(c{1}'); disp(c{2}')
c = textscan(sprintf('1,a\n2,'), '%f %s', 'Delimiter', ',');
disp(size(c{2})); disp(isempty(c{2}{2}))
c = textscan(sprintf('1 NaN 3\n4 Inf -Inf'), '%f %f %f');
disp([c{:}])
c = textscan('1,2,', '%f', 'Delimiter', ',');
disp(c{1}')
c = textscan(sprintf('a b,c d\ne f,g h'), '%s %s', 'Delimiter', ',')
