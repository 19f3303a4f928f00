% A logical N-d array's pages print as values of their own inside a struct
% or cell (indented; a 1x1 page as a scalar); an integer array's do not.
s.g = true(2, 1, 2); s
t.g = int8(ones(2, 1, 2)); t
c = {true(1, 1, 2)}
b = reshape(1:8, 2, 2, 2) ~= int32(-40);
s.f = b
