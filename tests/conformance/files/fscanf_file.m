f = tempname();
fid = fopen(f, 'w'); fprintf(fid, '3 4\n1.5 2.5 3.5\n4.5 5.5 6.5\nlabel: abc\n'); fclose(fid);
fid = fopen(f, 'r');
sz = fscanf(fid, '%d', 2)'
A = fscanf(fid, '%f', [3 2])'
rest = fgetl(fid)
frewind(fid);
[all, count] = fscanf(fid, '%f')
fclose(fid);
delete(f);
