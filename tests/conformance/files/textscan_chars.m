c = textscan('abc def', '%c')
c = textscan('ab cdef', '%3c');
disp(c{1})
c = textscan(sprintf('1 ab 2 cd'), '%d %c %c')
c = textscan(sprintf('1 abc x\n2 def y'), '%d %s %c')
c = textscan('a,b,c', '%c', 'Delimiter', ',');
disp(c{1}')
c = textscan('abcdef', '%2c');
disp(class(c{1})); disp(c{1}')
