% Oracle: MATLAB's documentation (Octave 7.3 has no table). The program is
% the first example of
% https://www.mathworks.com/help/matlab/import_export/write-to-delimited-data-files.html
% (written to a temporary file); the .out is the table and the file it shows.
Pitch = [0.7;0.8;1;1.25;1.5];
Shape = {'Pan';'Round';'Button';'Pan';'Round'};
Price = [10.0;13.59;10.50;12.00;16.69];
Stock = [376;502;465;1091;562];
T = table(Pitch,Shape,Price,Stock);
disp(T)
f = [tempname() '.txt'];
writetable(T, f);
fprintf('%s', fileread(f));
delete(f);
