A = zeros(3);
A(2, :) = 7
