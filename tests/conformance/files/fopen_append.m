f = tempname();
fid = fopen(f, 'w'); fprintf(fid, 'one\n'); fclose(fid);
fid = fopen(f, 'a'); fprintf(fid, 'two\n'); fclose(fid);
fid = fopen(f, 'r+'); fseek(fid, 0, 'bof'); fprintf(fid, 'ONE'); fclose(fid);
disp(fileread(f));
fid = fopen(f, 'a+'); fdisp(fid, [1 2 3]); frewind(fid);
d = fread(fid, Inf, '*char')'
fclose(fid);
delete(f);
