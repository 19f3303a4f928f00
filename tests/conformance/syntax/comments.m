% a full-line comment
x = 1; % trailing comment
%{
a block comment
x = 99
%}
y = x + 1
