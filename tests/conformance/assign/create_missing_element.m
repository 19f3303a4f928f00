% An element or field that an indexed assignment creates takes the class
% of what is assigned, as a new variable does.
c = {};
c{2}([1 2]) = 'x';
disp (class (c{2})), disp (c{2})
s = struct ();
s.q(2) = 'y';
disp (class (s.q)), disp (double (s.q))
s.name(1) = 'J'; s.name(end+1) = 'o';
disp (s.name)
t(3).b(2) = true;
disp (class (t(3).b))
