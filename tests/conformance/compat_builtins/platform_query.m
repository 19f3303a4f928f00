a = [ispc isunix ismac]
class(ispc)
c = computer();
disp(ischar(c))
r = matlabroot();
disp(ischar(r))
j = usejava('jvm')
k = usejava('desktop')
