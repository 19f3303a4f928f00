% trace as Octave's m-file computes it: a vector's first element (any
% class), the diagonal's sum for any 2-D matrix, 0 for an empty one.
t1 = trace(magic(3))
t2 = trace(ones(2, 3))
t3 = trace([4 5 6])
t4 = trace([4; 5; 6])
t5 = trace({1})
t6 = trace(int8([1 2; 3 4]))
t7 = trace(single([1 2; 3 4]))
t8 = trace([1+2i 0; 0 3])
t9 = trace(true(2))
t10 = trace(zeros(0, 3))
t11 = trace(eye(3))
try
  trace(ones(2, 2, 2))
catch err
  disp(err.message)
end
