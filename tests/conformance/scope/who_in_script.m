% who in a script: every variable, in columns across 80 characters.
x = 1; yy = 2; abc = 3;
who
names = who;
disp(size(names))
a_rather_long_variable_name_for_columns = 4; a1 = 1; a2 = 1; a3 = 1;
who
