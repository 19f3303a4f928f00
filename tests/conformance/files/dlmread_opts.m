f = tempname();
fid = fopen(f, 'w'); fprintf(fid, '1,,3\n4,5\n\n7 ,abc,9\n'); fclose(fid);
D = dlmread(f)
E = dlmread(f, ',', 'emptyvalue', -1)
F = dlmread(f, ',', [0 1 1 2])
G = dlmread(f, ',', 1, 1)
H = dlmread(f, ',', 'A2..B3')
fid = fopen(f, 'w'); fprintf(fid, '1 2  3\n4\t5 6\n'); fclose(fid);
W = dlmread(f)
delete(f);
