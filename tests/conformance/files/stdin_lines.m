% fgetl and fgets read the lines of standard input (stdin is fid 0).
fid = stdin
a = fgetl (stdin)
b = fgets (stdin)
c = fgetl (fid)
d = fgetl (stdin)
