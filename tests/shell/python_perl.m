% python and perl run a script (written here) with string arguments and
% return what it printed and its exit status.
d = tempname(); mkdir(d);
py = fullfile(d, 'hp.py'); pl = fullfile(d, 'hp.pl');
fid = fopen(py, 'w'); fprintf(fid, 'import sys\nprint("hi from py")\nprint(sys.argv[1:])\nsys.exit(3)\n'); fclose(fid);
fid = fopen(pl, 'w'); fprintf(fid, 'print "hi from perl\\n"; print join(",", @ARGV), "\\n";\n'); fclose(fid);
[o, s] = python(py, 'a', 'b')
[o, s] = perl(pl, 'x y')
o = python('-c "print(6*7)"')
try, python(3), catch e, disp(e.message), end
try, perl(pl, 3), catch e, disp(e.message), end
delete(py); delete(pl); rmdir(d);
