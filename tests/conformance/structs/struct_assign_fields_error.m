s(1).a = 1;
s(1).b = 2;
s(2) = struct('a', 3, 'b', 4);
disp(s(2).b)
s(3) = struct('a', 3);
