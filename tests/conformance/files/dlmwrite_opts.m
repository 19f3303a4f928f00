f = tempname();
M = [1 2.5 3; -4 5e-20 pi];
dlmwrite(f, M); disp(fileread(f))
dlmwrite(f, M, ';'); disp(fileread(f))
dlmwrite(f, M, 'delimiter', '\t', 'precision', 3); disp(fileread(f))
dlmwrite(f, [7 8 9], '-append', 'precision', '%.2f'); disp(fileread(f))
dlmwrite(f, [1 NaN Inf -Inf]); disp(fileread(f))
dlmwrite(f, [1+2i 3]); disp(fileread(f))
dlmwrite(f, [1 2; 3 4], ',', 1, 2); disp(fileread(f))
delete(f);
