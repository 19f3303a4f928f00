% file_in_loadpath and dir_in_loadpath search the current folder, then the path.
d = tempname (); mkdir (d); mkdir (fullfile (d, 'sub'));
fid = fopen (fullfile (d, 'sub', 'foo_lp.m'), 'w'); fprintf (fid, 'x = 1;\n'); fclose (fid);
addpath (fullfile (d, 'sub'));
a = strrep (file_in_loadpath ('foo_lp.m'), d, 'D')
b = strrep (file_in_loadpath ({'nope.m', 'foo_lp.m'}), d, 'D')
c = file_in_loadpath ('zzz_none.m')
e = strrep (file_in_loadpath ('foo_lp.m', 'all'), d, 'D')
y = file_in_loadpath ('zzz_none.m', 'all')
x = dir_in_loadpath ('nope_dir'), class (x)
z = dir_in_loadpath ('/nonexistent_dir')
w = strrep (dir_in_loadpath (fullfile (d, 'sub')), d, 'D')
rmpath (fullfile (d, 'sub'));
confirm_recursive_rmdir (false);
rmdir (d, 's');
