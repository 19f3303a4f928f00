f = tempname();
fid = fopen(f, 'w');
fprintf(fid, 'name value\nalpha 1.5\nbeta 2\ngamma -3e2\n');
fclose(fid);
fid = fopen(f);
C = textscan(fid, '%s %f', 'HeaderLines', 1);
fclose(fid);
names = C{1}, vals = C{2}
fid = fopen(f);
hdr = fgetl(fid);
D = textscan(fid, '%s %f', 1);
rest = fgetl(fid)
fclose(fid);
D{1}, D{2}
delete(f);
