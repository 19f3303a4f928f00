% subsref/subsasgn along index chains; source and run define variables in the caller.
s = struct('a', {{1, [5 6 7]}});
v = subsref(s, substruct('.', 'a', '{}', {2}, '()', {3}))
x = magic(4);
subsref(x, substruct('()', {2, ':'}))
t = subsasgn(struct(), substruct('.', 'b', '()', {2}), 9)
c = subsasgn({}, substruct('{}', {2}), 'z')
m = subsasgn(magic(3), substruct('()', {':', 1}), 0)
q = subsasgn(s, substruct('.', 'a', '{}', {1}), 'new'); q.a
try, subsref(1, struct('type', 'x', 'subs', {{}})), catch e, disp(e.message), end
f = [tempname() '.txt']; fid = fopen(f, 'w'); fprintf(fid, 'zz = 42;\n'); fclose(fid);
source(f); zz
delete(f);
isjava(1)
function_like = [tempname() '.m']; fid = fopen(function_like, 'w'); fprintf(fid, 'yy = zz + 1;\n'); fclose(fid);
run(function_like); yy
delete(function_like);
