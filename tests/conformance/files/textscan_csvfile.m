f = [tempname() '.csv'];
fid = fopen(f, 'w');
fprintf(fid, 'name,score,grade\nann,91.5,A\nbob,,B\ncid,77,C');
fclose(fid);
fid = fopen(f, 'r');
c = textscan(fid, '%s %f %c', 'Delimiter', ',', 'HeaderLines', 1);
fclose(fid);
disp(c{1}'); disp(c{2}'); disp(c{3}');
fid = fopen(f, 'r');
hdr = fgetl(fid)
c = textscan(fid, '%s %*f %s', 1, 'Delimiter', ',')
rest = fgetl(fid)
fclose(fid);
delete(f);
