f = [tempname() '.dat'];
fid = fopen(f, 'w'); fprintf(fid, '%% a comment\n1 2 3\n4,5,6\n\n7 8 9.5\n'); fclose(fid);
A = load(f)
B = load('-ascii', f);
disp(isequal(A, B))
delete(f);
