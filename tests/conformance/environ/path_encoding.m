% dir_encoding answers UTF-8; no folder came from the command line.
e = dir_encoding(pwd)
old = dir_encoding(pwd, 'utf-8')
c = command_line_path(), class(c), size(c)
