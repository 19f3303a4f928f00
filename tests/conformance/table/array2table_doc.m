% Oracle: MATLAB's documentation (Octave 7.3 has no table). The program is
% the examples of https://www.mathworks.com/help/matlab/ref/array2table.html
% and the .out is the tables they show.
A = [1 4 7; 2 5 8; 3 6 9];
T = array2table(A);
disp(T)
A = [1 12 30.48; 2 24 60.96; 3 36 91.44];
T = array2table(A, 'VariableNames', {'Feet', 'Inches', 'Centimeters'});
disp(T)
