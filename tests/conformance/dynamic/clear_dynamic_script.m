% clear in a script that calls eval (its workspace is dynamic).
x = 1;
eval('y = 2;');
clear;
printf('%d %d\n', exist('x'), exist('y'));
a = 3;
eval('b = 4;');
clear b
printf('%d %d\n', exist('a'), exist('b'));
