f = tempname();
dlmwrite(f, 'abc'); disp(fileread(f))
dlmwrite(f, [true false]); disp(fileread(f))
dlmwrite(f, single(pi)); disp(fileread(f))
dlmwrite(f, uint8([1 2; 3 4]), ' '); disp(fileread(f))
dlmwrite(f, []); disp(size(fileread(f)))
dlmwrite(f, [1 2], 'newline', 'pc'); disp(double(fileread(f)))
delete(f);
