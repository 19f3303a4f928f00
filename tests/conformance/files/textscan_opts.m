c = textscan('1;2;3', '%f', 'EndOfLine', ';');
disp(c{1}')
c = textscan('1 2;3 4', '%f %f', 'EndOfLine', ';')
c = textscan(sprintf('1 2\r\n3 4\r\n'), '%f %f', 'EndOfLine', '\r\n');
disp([c{:}])
c = textscan(sprintf('1 2 3\n4 5 6'), '')
c = textscan(sprintf('1,2\n3,4'), '', 'Delimiter', ',');
disp(size(c)); disp([c{:}])
c = textscan('"x y",2 "z",3', '%q %f', 'Delimiter', ',')
c = textscan('"ab" c', '%s %s');
disp(c{1}); disp(c{2})
c = textscan('1.5 -2.5 7', '%d')
