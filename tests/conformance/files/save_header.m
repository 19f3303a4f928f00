% save_header_format_string: the first line of the text files save writes.
old = save_header_format_string();
disp(ischar(old))
prev = save_header_format_string('# hello %Y-x');
disp(isequal(prev, old))
x = 1;
f = [tempname() '.txt'];
save('-text', f, 'x');
t = fileread(f); disp(t(1:9)); disp(numel(strfind(t, '-x')))
save_header_format_string('');
save('-text', f, 'x');
t = fileread(f); disp(t(1:8))
y = load(f); disp(y.x)
delete(f);
try, save_header_format_string(3), catch e, disp(e.message), end
