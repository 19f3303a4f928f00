f = [tempname() '.mat'];
c = {1, 'two'; [3 4], {5}};
st = struct('a', {1, 2}, 'b', 'x');
z = [1+2i, 3-4i]; b = [true false true]; y = single([1.5 2.5]);
nd = reshape(1:8, 2, 2, 2); e = zeros(0, 3); u = uint8(200); q = intmin('int64');
save('-v6', f, 'c', 'st', 'z', 'b', 'y', 'nd', 'e', 'u', 'q');
S = load(f);
disp(fieldnames(S)')
c2 = S.c, st2 = S.st(2), z2 = S.z, b2 = S.b, y2 = S.y, class(y2)
nd2 = S.nd, size(S.e), u2 = S.u, q2 = S.q
delete(f);
