[fid, msg] = fopen(fullfile(tempname(), 'none.txt'), 'r')
f = tempname();
ok = exist(f, 'file')
fid = fopen(f, 'w'); fclose(fid);
ok = exist(f, 'file'), isf = isfile(f)
delete(f);
ok = exist(f)
fclose(99)
