% addpath, rmpath, path and genpath: functions in folders added to the path
d = tempname();
mkdir(d);
mkdir(fullfile(d, 'sub'));
mkdir(fullfile(d, 'private'));
fid = fopen(fullfile(d, 'sp_helper_one.m'), 'w');
fprintf(fid, 'function r = sp_helper_one()\n  r = 42;\nend\n');
fclose(fid);
fid = fopen(fullfile(d, 'sub', 'sp_helper_two.m'), 'w');
fprintf(fid, 'function r = sp_helper_two()\n  r = 7;\nend\n');
fclose(fid);
disp(exist('sp_helper_one'))
old = addpath(d);
disp(ischar(old))
disp(sp_helper_one())
disp(strrep(genpath(d), d, '<d>'))
addpath(genpath(d), '-end');
disp(sp_helper_two())
p = path();
disp(ischar(p) && ~isempty(strfind(p, d)))
rmpath(d);
p = path();
disp(isempty(strfind(p, [d pathsep])))
path(path, d);
disp(exist('sp_helper_one'))
