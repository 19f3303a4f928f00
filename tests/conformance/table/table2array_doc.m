% Oracle: MATLAB's documentation (Octave 7.3 has no table). The program is
% the first example of https://www.mathworks.com/help/matlab/ref/table2array.html;
% the .out is the table it shows, then the rows of the 3x6 array it shows
% (printed here with fprintf).
T = table([1;2;3], [2 8; 4 10; 6 12], [3 12 21; 6 15 24; 9 18 27], ...
    'VariableNames', {'One' 'Two' 'Three'});
disp(T)
A = table2array(T);
fprintf('%d %d %d %d %d %d\n', A');
