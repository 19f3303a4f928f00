% Deleting elements with one subscript: a column stays a column, a matrix
% becomes a row; errors name the largest bad index. (Octave makes a
% column of a matrix for a list like [1 2] or a scattered mask; MATLAB and
% matc a row: not observed here.)
m = magic(3);
m(5) = []
m = magic(3);
m(1:3) = []
n = ones(2, 2, 2);
n(3) = []
c = [1; 2; 3];
c(2) = []
r = 1:4;
r(logical([1 0 1 0])) = []
s = 5;
s(1) = []
a = [1 2 3];
try, a([5 7 2]) = [], catch err, disp(err.message), end
try, a(:, [5 7 2]) = [], catch err, disp(err.message), end
try, a(0) = [], catch err, disp(err.message), end
try, a(1.5) = [], catch err, disp(err.message), end
b = magic(3);
try, b(0, :) = [], catch err, disp(err.message), end
try, b(:, 1.5) = [], catch err, disp(err.message), end
