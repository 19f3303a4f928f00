% Oracle: MATLAB's documentation (Octave 7.3 has no table). The program is
% the first example of https://www.mathworks.com/help/matlab/ref/writetable.html
% (written to a temporary file); the .out is the table and the file it shows:
% a variable of two columns is written as two, Var2_1 and Var2_2.
T = table(['M';'F';'M'],[45 45;41 32;40 34],...
    {'NY';'CA';'MA'},[true;false;false]);
disp(T)
f = [tempname() '.txt'];
writetable(T, f);
fprintf('%s', fileread(f));
delete(f);
