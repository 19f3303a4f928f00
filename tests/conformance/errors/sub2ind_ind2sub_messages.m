% sub2ind and ind2sub: results and Octave's error messages, naming the
% subscript position and the dimensions given.
for e = {"sub2ind([10 10 10], 11, 1, 1)", "sub2ind([10 10 10], 1, 11, 1)", "sub2ind([10 1], 1, 2, 1)", "sub2ind([10 10 10], 0, 1, 1)", "sub2ind([10 10], 1.5, 1)", "sub2ind([10 10], 1, 1.5)", "sub2ind([10 10], [1 2], [1 2 3])", "sub2ind([10.5 10], 1, 1)", "sub2ind([10 10], -1, 1)", "ind2sub([2 3], 7)", "ind2sub([2 3], 0)", "ind2sub([2 3], 1.5)", "sub2ind([2 3], 2, 3, 2)", "sub2ind([2 3 2], 2, 3)", "sub2ind([10 10], 1, [1 2])", "sub2ind([10 10], [1 2], [1;2])", "ind2sub([2 3], -1)", "sub2ind([-1 3], 1, 1)", "sub2ind([2 3], true, 2)", "sub2ind([2 3], [], [])", "sub2ind([2 3], int8(2), 3)", "sub2ind([2 3], 1.5, 7)", "ind2sub([1.5 2], 1)", "sub2ind([2 2], 'a', 1)", "sub2ind([2 3], [1 2; 2 1], [3 1; 1 2])"}
  try
    disp(eval(e{1}))
  catch err
    disp(err.message)
  end
end
