f = tempname();
fid = fopen(f, 'w'); fprintf(fid, '%d %d\n', [1 2; 3 4; 5 6]'); fprintf(fid, 'end\n'); fclose(fid);
fid = fopen(f);
[A, count] = fscanf(fid, '%d %d', [2 Inf])
word = fscanf(fid, '%s')
e = feof(fid)
frewind(fid);
c = fscanf(fid, '%c', 4)
fclose(fid);
delete(f);
