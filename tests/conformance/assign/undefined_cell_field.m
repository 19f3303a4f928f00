% A brace-indexed update of an undefined (or empty) variable makes a cell.
DS{1}.name = 'x';
DS
class(DS{1})
c{2}(3) = 5
e = [];
e{1}.a = 1;
class(e)
s.c{2}.name = 'y';
s.c
n{1}{2} = 7
