% symlink and link: a second name for a file, and errors as Octave gives them.
d = tempname(); mkdir(d); old = cd(d);
fid = fopen('a.txt', 'w'); fprintf(fid, 'hello\n'); fclose(fid);
[e, m] = symlink('a.txt', 's.txt')
disp(fileread('s.txt'))
[r, e2] = readlink('s.txt')
[e, m] = symlink('a.txt', 's.txt')
[e, m] = link('a.txt', 'h.txt')
fid = fopen('h.txt', 'a'); fprintf(fid, 'more\n'); fclose(fid);
disp(fileread('a.txt'))
[e, m] = link('missing.txt', 'h2.txt')
try, symlink('a.txt', 's.txt'); catch err, disp(err.message), end
try, link(1, 'x'); catch err, disp(err.message), end
delete('s.txt'); delete('h.txt'); delete('a.txt');
disp(exist('a.txt'))
cd(old); rmdir(d);
