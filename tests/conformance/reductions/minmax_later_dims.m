% min and max along a later dimension, with their indices: ties keep the
% first, NaN is passed over, an all-NaN slice gives NaN at index 1.
A = [3 1 1 NaN; NaN NaN NaN NaN; 2 5 5 -1; 0 0 0 0];
[m, i] = min(A, [], 2)
[m, i] = max(A, [], 2)
B = reshape(mod((1:60) * 7, 11), 3, 4, 5);
B(2, 3, 4) = NaN;
[m, i] = max(B, [], 3)
[m, i] = min(B, [], 2);
disp(squeeze(m)); disp(squeeze(i))
C = reshape(mod((1:2000) * 37, 101), 40, 50);
[m, i] = min(C, [], 2);
disp([sum(m), sum(i), m(7), i(7)])
[m, i] = max(single(C), [], 2);
disp(class(m)); disp([sum(m), sum(i)])
[m, i] = max(int8(C - 50), [], 2);
disp(class(m)); disp([sum(m), sum(i)])
m = max(C > 50, [], 2);
disp(class(m)); disp(sum(m))
