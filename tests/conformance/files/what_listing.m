% what: the MATLAB files of a folder, by kind
d = tempname ();
mkdir (d);
mkdir (fullfile (d, '@Pt'));
mkdir (fullfile (d, '+pkg'));
for f = {'b.m', 'a.m', 'x.mat', 'notes.txt', 'k.mex'}
  fid = fopen (fullfile (d, f{1}), 'w'); fclose (fid);
end
w = what (d);
strcmp (w.path, d)
w.m, w.mat, w.mex, w.classes, w.packages, w.oct, fieldnames (w)'
for f = {'b.m', 'a.m', 'x.mat', 'notes.txt', 'k.mex'}
  delete (fullfile (d, f{1}));
end
rmdir (fullfile (d, '@Pt'));
rmdir (fullfile (d, '+pkg'));
rmdir (d);
w = what (d)
