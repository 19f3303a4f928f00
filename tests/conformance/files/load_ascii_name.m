d = tempname(); mkdir(d);
f = fullfile(d, 'my-data.txt');
fid = fopen(f, 'w'); fprintf(fid, '1 2\n3 4\n'); fclose(fid);
load(f)
my_data
g = fullfile(d, 'out.txt');
v = [0.5 -1e-3 12345];
save(g, 'v', '-ascii', '-tabs');
disp(fileread(g))
load(g);
out
delete(f); delete(g); rmdir(d);
