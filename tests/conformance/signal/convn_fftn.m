% convn shapes and fftn/ifftn (issue 42).
A = reshape(1:24, 2, 3, 4); B = reshape([1 -1 2 0.5], 2, 1, 2);
C = convn(A, B); size(C), C(:,:,2)
C = convn(A, B, 'same'); size(C), C(:,:,2)
C = convn(A, B, 'valid'); size(C), C(:,:,1)
C = convn([1 2 3], [1 1 1 1 1], 'valid')
C = convn([1 2 3], [1 1 1 1], 'same')
C = convn([1 2 3; 4 5 6], [1 2; 3 4], 'same')
C = convn([1 2 3]', [1 2])
C = convn(single([1 2]), [1 2]); class(C)
C = convn([1 2]+i, [1 2])
try
  convn([1 2], [1 2], 'foo')
catch err
  disp(err.message)
end
F = fftn(reshape(1:8, 2, 2, 2)); size(F), F(:,:,2)
F = fftn([1 2; 3 4], [3 3])
F = ifftn(fftn([1 2; 3 4]))
try
  fftn([1 2 3], [2 2 2])
catch err
  disp(err.message)
end
F = fftn(single([1 2])); class(F)
F = fftn([])
