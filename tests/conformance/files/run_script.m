d = tempname (); mkdir (d);
fid = fopen (fullfile (d, 'my_script.m'), 'w'); fprintf (fid, 'runvar = 1337;\nq = numel (pwd) > 0;\n'); fclose (fid);
before = pwd;
run (fullfile (d, 'my_script.m'));
disp (eval ('runvar')), strcmp (pwd, before)
clear runvar
run (fullfile (d, 'my_script'));
disp (eval ('runvar'))
try, run ('no_such_script_here'), catch err, disp (err.message), end
delete (fullfile (d, 'my_script.m')); rmdir (d);
