A = zeros(2, 3);
A(:) = 1:6
