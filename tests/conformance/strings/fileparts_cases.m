% fileparts: last slash, last dot after it, root folder, dot files.
[d, n, e] = fileparts('a/b.c/d.tar.gz')
[d, n, e] = fileparts('noext')
[d, n, e] = fileparts('/x/')
[d, n, e] = fileparts('.bashrc')
[d, n, e] = fileparts('/a')
