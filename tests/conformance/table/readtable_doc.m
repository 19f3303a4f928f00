% Oracle: MATLAB's documentation (Octave 7.3 has no table). The program is
% the first example of https://www.mathworks.com/help/matlab/ref/readtable.html
% with its file myCsvTable.dat written to a temporary file first; the .out
% is the table it shows.
f = [tempname() '.dat'];
fid = fopen(f, 'w');
fprintf(fid, 'LastName,Gender,Age,Height,Weight,Smoker\n');
fprintf(fid, 'Smith,M,38,71,176,1\nJohnson,M,43,69,163,0\nWilliams,F,38,64,131,0\n');
fprintf(fid, 'Jones,F,40,67,133,0\nBrown,F,49,64,119,0\n');
fclose(fid);
T = readtable(f);
delete(f);
disp(T)
