c = textscan('key=val;k2=v2;', '%[^=]=%[^;];');
disp(c{1}); disp(c{2})
c = textscan('abc123def', '%[a-z]%d%[a-z]');
disp(c{1}); disp(c{2}); disp(c{3})
c = textscan(sprintf('1 2 3\n4 5 6'), '%f %f %d', 'CollectOutput', true);
disp(size(c)); disp(c{1}); disp(class(c{2})); disp(c{2})
c = textscan(sprintf('x,y,1,2\nz,w,3,4'), '%s %s %f %f', 'Delimiter', ',', 'CollectOutput', 1);
disp(size(c)); disp(c{1}); disp(c{2})
c = textscan(sprintf('1 2\n3 4'), '%f %f', 'CollectOutput', false);
disp(size(c))
