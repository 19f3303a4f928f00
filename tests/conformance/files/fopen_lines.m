f = tempname();
fid = fopen(f, 'w');
n = fprintf(fid, 'line %d\n', 1:3)
fputs(fid, 'last');
fclose(fid);
fid = fopen(f, 'r');
while ~feof(fid)
  l = fgetl(fid)
end
x = fgetl(fid)
fclose(fid);
delete(f);
