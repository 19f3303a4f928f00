% A vector indexed by a vector keeps its own orientation, also when either
% is a vector along a third or fourth dimension (MATLAB's and Octave's rule).
function nd_vector_linear
  c = [1;2;3;4;5];
  r = [1 2 3 4 5];
  n = reshape ([1 2 3 4 5], 1, 1, 5);
  show (c(reshape ([1 2], 1, 1, 2)))
  show (r(reshape ([1 3 5], 1, 1, 3)))
  show (n([1 3 5]))
  show (n([1; 3; 5]))
  show (n(reshape ([2 4], 1, 1, 1, 2)))
  show (n([1 2; 3 4]))
  show (n(3))
  show (c(ones (1, 1, 1, 2)))
  x = 7;
  show (x(ones (1, 1, 2)))
  show (c(zeros (1, 0)))
  show (r(zeros (0, 1)))
  show (n(zeros (1, 0)))
  show (r(true (1, 1, 5)))
  show (n(logical ([1 0 1])))
  show (n(logical ([1; 0; 1])))
  m = magic (4);
  show (m(reshape ([1 2 3], 1, 1, 3)))
  show (m(reshape (logical ([1 0 1 1 0 0 0 0 0 0 0 0 0 0 0 1]), 1, 1, 16)))
  show (m(logical ([1 0 1 1; 0 0 0 0; 0 0 0 0; 0 0 0 1])))
  show (r(logical ([1 0 1 1 0])))
  show (c(logical ([1 0 1 1 0])))
  % the same reads in a loop, where the types analysis knows the shapes
  for k = 1:2
    v = n(1:k+1);
    w = r(reshape (1:k+1, 1, 1, k+1));
    printf ("%s %s\n", mat2str (size (v)), mat2str (size (w)));
  end
end

function show (v)
  printf ("%s: %s\n", mat2str (size (v)), mat2str (v(:)'));
end
