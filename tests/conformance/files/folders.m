d = tempname();
[s, m, id] = mkdir(d)
[s, m, id] = mkdir(d)
isfolder(d), exist(d)
f = fullfile(d, 'a.txt');
fid = fopen(f, 'w'); fprintf(fid, 'x'); fclose(fid);
[s, m] = copyfile(f, fullfile(d, 'b.txt'))
[s, m] = movefile(fullfile(d, 'b.txt'), fullfile(d, 'c.txt'))
isfile(fullfile(d, {'a.txt', 'b.txt', 'c.txt'}))
delete(fullfile(d, '*.txt'));
[s, m, id] = rmdir(d)
[s, m, id] = rmdir(d)
