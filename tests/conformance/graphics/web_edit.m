% web hands the address on (status 0) and edit starts no editor: neither prints anything.
s = web('https://example.com/')
[s, h, u] = web('https://example.com/', '-new')
[s, h, u] = web('https://example.com/', '-browser')
web('https://example.com/');
try, web(3), catch e, disp(strtok(e.message, char(10))), end
try, web('x', '-foo'), catch e, disp(strtok(e.message, char(10))), end
edit
edit('MODE', 'sync')
try, edit('MODE', 'fast'), catch e, disp(strtok(e.message, char(10))), end
try, edit(3), catch e, disp(strtok(e.message, char(10))), end
try, edit('sin'), catch e, disp(strtok(e.message, char(10))), end
try, edit('a', 'b', 3), catch e, disp(strtok(e.message, char(10))), end
disp(edit('get', 'LICENSE'))
