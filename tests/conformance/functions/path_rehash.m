% rehash finds a function file made after its name was looked up; pathdef
% and restoredefaultpath give the path the program started with.
d = tempname(); mkdir(d); addpath(d);
disp(exist('zz_made_later'))
fid = fopen(fullfile(d, 'zz_made_later.m'), 'w');
fprintf(fid, 'function y = zz_made_later(x)\n  y = 2 * x;\nend\n');
fclose(fid);
disp(exist('zz_made_later'))
rehash();
disp(exist('zz_made_later'))
disp(zz_made_later(21))
p = pathdef(); disp(ischar(p))
rmpath(d);
disp(exist('zz_made_later'))
delete(fullfile(d, 'zz_made_later.m')); rmdir(d);
d2 = tempname(); mkdir(d2); addpath(d2);
disp(isempty(strfind(path(), d2)))
q = restoredefaultpath();
disp(isequal(q, p))
disp(isempty(strfind(path(), d2)))
rmdir(d2);
