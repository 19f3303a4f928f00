% fskipl, freport and mkstemp.
f = tempname ();
fid = fopen (f, 'w'); fprintf (fid, 'l1\nl2\nl3\nl4'); fclose (fid);
fid = fopen (f);
n = fskipl (fid, 2)
fgetl (fid)
n = fskipl (fid, Inf)
n = fskipl (fid)
feof (fid)
fclose (fid);
fid = fopen (f);
n = fskipl (fid)
n = fskipl (fid, 0)
fclose (fid);
delete (f);
freport ()
[fid, name, msg] = mkstemp ([tempdir() '/abcXXXXXX']);
fid > 2, numel (name) - numel (tempdir ()), msg
fprintf (fid, 'x'); fclose (fid); delete (name);
[fid, name, msg] = mkstemp ([tempdir() '/abc'])
