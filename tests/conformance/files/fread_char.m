f = tempname();
fid = fopen(f, 'w');
fwrite(fid, 'hello world');
fclose(fid);
fid = fopen(f, 'r');
s = fread(fid, 5, '*char')'
p = ftell(fid)
st = fseek(fid, -5, 'eof')
t = fread(fid, Inf, 'uint8=>char')'
class(t)
fclose(fid);
delete(f);
