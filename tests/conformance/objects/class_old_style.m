% Old-style classes: class(s, 'name', parents...) in @name/name.m; a method is a file of
% the class's folder (or of a parent's), called by the class of its leftmost object argument.
s = OldShape();
disp(class(s))
disp(isobject(s))
disp(describe(s))
c = OldCircle(2);
disp(class(c))
disp(isa(c, 'OldShape'))
disp(isa(c, 'OldCircle'))
disp(isa(s, 'OldCircle'))
disp(describe(c))
disp(label(c))
printf('%.4f\n', area(c));
c
disp(c)
disp(size(c))
