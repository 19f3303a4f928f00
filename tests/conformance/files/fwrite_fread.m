f = tempname();
fid = fopen(f, 'w+');
c = fwrite(fid, [1 2 300 -1])
c = fwrite(fid, [1.5 -2], 'double')
frewind(fid);
a = fread(fid, 4)'
b = fread(fid, [1 Inf], 'double')
e = feof(fid)
frewind(fid);
[q, n] = fread(fid, [3 2], '*uint8')
fclose(fid);
delete(f);
