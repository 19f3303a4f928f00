% The singular values of a single matrix are single, as its factors are,
% on both sides of the order where the blocked path begins (96).
A = single([4 1 0; 1 3 1; 0 1 2]);
s = svd(A)
class(s)
[U, S, V] = svd(A);
disp({class(U), class(S), class(V)})
[i, j] = ndgrid(1:100, 1:100);
B = single(sin(i .* 1.3 + j .^ 1.7));
s = svd(B);
disp(class(s)); disp(size(s)); printf("%.4f\n", s(1));
s = svd(single(complex(magic(3), 1)));
class(s)
z = svd(single(zeros(0, 3)));
class(z), size(z)
