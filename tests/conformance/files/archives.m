% zip/unzip, tar/untar, unpack: the members listed, the files written back.
d = tempname(); mkdir(d); mkdir(fullfile(d, 'sub'));
fid = fopen(fullfile(d, 'a.txt'), 'w'); fprintf(fid, 'hello\n'); fclose(fid);
fid = fopen(fullfile(d, 'sub', 'b.txt'), 'w'); fprintf(fid, '%d\n', 1:3); fclose(fid);
z = fullfile(d, 'out.zip');
f = zip(z, {'a.txt', 'sub'}, d)
g = unzip(z, fullfile(d, 'x'))
disp(fileread(fullfile(d, 'x', 'sub', 'b.txt')))
t = tar(fullfile(d, 'o.tar'), {'sub', 'a.txt'}, d)
u = untar(fullfile(d, 'o.tar'), fullfile(d, 'y'))
disp(fileread(fullfile(d, 'y', 'a.txt')))
v = unpack(z, fullfile(d, 'z'))
w = unpack(fullfile(d, 'o.tar'), fullfile(d, 'w'));
size(w)
p = zip(fullfile(d, 'pat'), '*.txt', d)
exist(fullfile(d, 'pat.zip'), 'file')
try
  unzip(fullfile(d, 'none.zip'));
catch e
  disp(strrep(e.message, d, 'D'))
end
confirm_recursive_rmdir(false);
rmdir(d, 's');
