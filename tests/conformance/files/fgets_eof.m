f = tempname();
fid = fopen(f, 'wt');
fprintf(fid, 'ab\ncd\n');
fclose(fid);
fid = fopen(f);
a = fgets(fid), e1 = feof(fid)
b = fgets(fid), e2 = feof(fid)
c = fgets(fid)
fclose(fid);
s = fileread(f)
delete(f);
