% dmperm of 60 random patterns: A(p,q) is block upper triangular with a
% zero-free diagonal on its square part, the block count and the coarse
% bounds cc, rr are Octave's (the permutations may differ from CSparse's).
A = sparse([8 3 2 2 1 7], [5 1 4 6 5 3], 1, 8, 8);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([3], [3], 1, 4, 4);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([7 6 7 7 3 1 7 5 3], [6 4 5 2 2 2 4 3 1], 1, 7, 7);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([10 17 7 14 14 10 14 15 6 8 10 9 2 3 2 15 9 17 18 16 11 5 7 3 14 7 15 9 6 12 14 11], [18 7 11 4 2 8 9 8 4 11 6 10 15 1 2 12 3 10 11 1 11 10 11 5 14 3 10 7 15 10 5 9], 1, 18, 18);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([10 1 6 1 8 3 6 13 13 6 5 10 2 8 4 7 4 2 1 1 1 12 3 10 11 3], [20 2 18 16 19 8 11 2 4 17 10 14 7 16 7 8 15 14 16 2 8 14 15 8 14 7], 1, 13, 20);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([9 8 7 8 14 9 5 11 2 11 4 13 2 16 13 3 14 7 6 11 10 16 11 14 7], [9 11 13 16 3 9 7 2 13 5 9 2 6 15 16 13 13 7 1 7 6 1 9 4 13], 1, 16, 16);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([2 7 6 22 20 11 18 25 16 17 15 1 3 2 23 20 4 16 18 9 20 25 5 2 12 3 25 17 1 10 12 3 3 18 15 13 7 10 13 8 25 16 13 4 3 4 20 12 17 14 14 23 25 15 3 21 7 21 10 16 14 4 18 6 12], [3 3 12 3 6 8 6 5 9 1 12 3 1 11 5 2 9 2 8 13 12 10 8 9 2 9 4 7 5 6 4 13 3 11 1 11 1 10 6 9 8 13 10 5 9 13 8 10 10 8 7 3 5 13 10 6 11 6 3 7 2 10 3 11 13], 1, 25, 13);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([7 19 12 20 3 3 13 6 11 12 11 6 10 1 20 1 17 3 12 4 6 6 19 16 19 3 4 6 16 8 20 10 13 20 8 16 8 10 12 8], [11 18 17 15 13 17 13 11 10 15 14 19 1 9 6 18 15 18 20 12 13 13 20 1 5 17 3 15 12 20 10 3 9 16 8 16 20 3 5 8], 1, 20, 20);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([1], [2], 1, 3, 3);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([18 9 1 17 8 6 4 7 2 11 3 4 9 2 10 6 5 14 5 3 18 12 1 18 5 17 14 5 7 10 16 17 3 13 6 6 9 17 13 18 10 13 11 6 13 2 14 1 9 1 10 5 3 6 4 1 8 8 18 1 16 18 6 15 13 11 6 17 19 7 4 16 12 10 14 2 7 9 19 19 10 16 11], [3 8 11 4 22 2 20 11 17 16 12 3 6 2 16 17 18 20 8 2 7 22 3 11 20 5 10 4 17 17 1 3 8 20 9 20 1 2 1 16 5 7 12 8 12 10 13 21 20 13 2 6 14 16 3 17 17 10 18 10 7 14 11 6 7 1 16 14 9 11 14 21 14 11 20 7 9 9 17 3 1 13 9], 1, 19, 22);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([5 20 11 3 6 20 3 7 9 7 16 4 11 1 15 19 7 6 3 8 17 4 4 11 10 19 19 5 3 6 1 6 7 9 2 19 11 11 20 12], [3 3 4 1 1 3 1 5 8 2 4 3 7 8 10 9 8 9 6 6 7 7 1 1 3 3 6 4 5 4 6 10 4 10 6 7 6 9 2 4], 1, 20, 10);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([2 1 1 1 2 3 7 6 6], [3 5 4 1 3 7 6 7 4], 1, 7, 7);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([4 3 3 1 4 6], [2 4 1 4 2 1], 1, 6, 5);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([2 8 3 11 9], [1 3 10 4 10], 1, 11, 10);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([1 7 7 4 10 3 10 1 3 3 10 5 4 7 6 9 11 6 3 6 11 9 11 10], [6 5 10 6 9 1 9 3 6 10 4 8 8 2 2 11 10 4 3 3 9 3 10 1], 1, 11, 11);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([2 5 18 6 9 2 10 16 9 7], [11 8 5 9 12 1 3 5 7 1], 1, 18, 12);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([1], [4], 1, 1, 12);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([13 1 5 4 14 11 4 14 3 4 12 12 2 2 1 1 5 9 9], [9 7 2 2 9 11 6 11 3 11 4 9 12 9 1 12 1 2 3], 1, 14, 14);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([6 9 6 11 5 3 10 10 2 10 11 10 2 10], [1 2 1 3 5 4 3 5 3 2 5 3 5 4], 1, 14, 5);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([1 4 5 8 6 3 5 3 6 5 6 4 8 5 5 6], [6 11 4 8 11 7 6 15 4 10 2 17 1 2 1 18], 1, 8, 20);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([6 4 4 2], [8 7 5 2], 1, 6, 8);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([7 1 7 3 7 11], [1 9 4 6 6 9], 1, 11, 11);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([6 2 7 10 4 8 6 10 7 9 12 2 7 3], [2 8 7 9 4 1 2 5 2 3 3 8 8 12], 1, 12, 12);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([6 7 11 5 7 12 2 6 7 9 2 12 8 7 12 6 4 10 10 3 7 5 2 6 9 1 9 11 11 11], [8 20 6 25 16 8 17 12 14 15 14 18 22 4 16 1 23 14 25 12 16 24 24 9 7 5 11 12 5 9], 1, 12, 25);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([16 5 16 13 16 12 17 2 14 9 6 18 6 1 15 10 5 2 1 8 11 5 11 11 15 8 9 2 3 2 15 4 8 8 16 18 3 18 6 6 7 1 7 17 7 8 1 17 16 11 12 9 13 5 11 4 9 9 4 2 11 2 13 3 7 8 2 16 13 12 3 3 5 15 14 17 13 4 6 5 2 6], [21 15 18 17 16 15 12 19 14 8 21 9 9 19 1 9 13 23 19 11 23 10 23 4 6 17 7 6 23 13 22 18 5 21 6 20 7 18 3 18 3 10 1 3 17 15 22 4 21 17 1 9 9 7 7 4 9 19 13 9 17 9 1 4 13 12 20 6 16 20 11 23 7 16 8 6 6 11 2 7 7 18], 1, 18, 23);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([3 14 6 10 9 7 14 12 8 6 6 15 12 13 13 2 13 8 8 5 5 3 2 12 11 5 12 8 15 15 10 9 11 8 12 8 2 5 6 12 9 2 10 5 10], [1 3 7 9 15 3 11 7 8 3 1 6 4 11 4 7 9 3 4 8 12 11 8 5 7 5 6 7 4 12 11 1 12 11 10 1 13 15 9 4 12 14 14 1 9], 1, 15, 15);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([5 12 2 13 14 12 8 12 15 12 13 1], [13 5 5 16 14 9 6 15 12 12 4 6], 1, 16, 16);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([2 1 4 5 1 3 5 2 1 4], [7 5 8 3 1 2 3 7 5 9], 1, 5, 10);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([6 5 9 12 15 12 15 15 8 3 15 1 14 6 5 5 5 7 6 1 10 10 3 7 14 5 10 2 4 10 2 2 8 14 10 5 7 15 12 2 7 7 13 8 9 11 8 10 15 3 11 14 8 9 3 5 14 6 15 5 11 11 2 8 11 9 10 11 12 14 9 12 4 5 11], [23 23 18 13 9 18 15 25 17 11 2 11 20 15 12 18 12 5 8 8 20 12 20 3 9 14 15 10 21 14 17 6 19 23 13 8 13 10 11 24 5 9 15 7 7 16 4 21 16 19 6 3 9 20 1 5 11 13 11 12 24 5 3 20 17 2 15 12 6 24 12 24 12 3 12], 1, 15, 25);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([15 17 16 6 5 11 14 5 10 15 6 6 8 15 7 14 5 1 10 6 8 11 5 17 8 11 14 4], [2 12 17 10 6 15 4 10 7 6 3 17 11 3 1 5 5 3 6 9 6 2 11 11 9 15 16 5], 1, 17, 17);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([20 9 22 21 10 2 17 1 18], [4 3 1 3 1 3 1 4 1], 1, 24, 4);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([16 11 2 7 6 13 10 12 16 2 9 5 14 7 14 12 4 7 14 9 8 15], [2 3 14 2 11 12 12 11 11 13 12 2 12 8 3 7 10 2 4 4 10 9], 1, 16, 14);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([1 3 2 6 3 2 3], [3 19 23 3 14 13 15], 1, 6, 24);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([4 2 7 8 8 9 8 5 5 6 4 5 4 8 4 9 4], [16 11 14 5 12 16 8 9 8 16 1 5 8 17 17 2 12], 1, 10, 17);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([10 1 12 10 5 4 13 14 14 3 2 4 7 4 3 15 3 2 8 13 13 5 3 1 13 14 14 3 14 13 9 4 6 12 11 10 7 5 13 1 6 7 14 4 15 14 7 5 3 7 14 3 5 2 14 15 2 4 2 5 7 7 13 12 5 4], [6 11 3 9 19 21 17 20 1 10 15 21 15 12 17 8 13 22 10 22 14 16 11 3 14 13 20 21 21 22 1 5 1 16 18 12 11 5 20 20 14 8 10 12 16 18 7 8 13 3 5 12 7 18 8 9 4 5 9 20 14 16 6 4 21 1], 1, 15, 22);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([1], [2], 1, 4, 4);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([7 2 3 6 2 6 6 5 7 4 1 5 4 5], [5 7 4 8 3 10 7 8 9 1 4 5 5 10], 1, 7, 10);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([3 11 8 6 14 5 16 15 14 10 4 11], [5 16 15 5 6 7 4 13 8 13 9 9], 1, 16, 16);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([21 1 2 11 25 16 16 22 19 14 6 19 24 6 25 14 5 22 12 25 17 17 22 9 10 20 22 20 16 17 14 25 13 21 24 22 14 6 22 6 4 7 15 5 12 19 22 23 12 2 17 15 1 17 23 12 17 14 24 25 7 25], [22 20 13 17 10 20 5 1 13 17 5 5 4 19 23 11 10 2 16 21 2 17 10 16 17 10 14 18 15 7 4 23 1 6 8 11 19 7 5 16 17 3 10 9 10 7 20 2 21 19 18 7 19 18 8 17 2 23 2 8 11 8], 1, 25, 25);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([11 5 19 6 13 11 10], [1 2 2 2 1 2 2], 1, 19, 2);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([9 3 6 2 10 4 1], [2 1 11 12 3 12 8], 1, 12, 12);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([9 10 3 8 1 7 4 6 5 6 1 3 7 2 1 9 3 6 4 4 2 4 10 1], [8 10 1 6 7 5 7 8 11 1 7 7 12 9 1 5 4 3 3 11 7 8 2 9], 1, 10, 12);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([3 7 9 4 4 5 2 6 11 2 14 8 3 13 9 14 9 3 2 6 14 6 6 9 3 11 14 12], [10 9 9 9 19 10 1 19 3 17 7 19 8 14 8 5 19 9 5 14 6 3 10 5 6 19 5 4], 1, 14, 20);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([13], [1], 1, 13, 2);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([5 9 17 12 19 4 9 2 5 11 3 19 20 16 2 19 22 18 9 3 20 16 9 14 6 6 8 19 12 16 13 16 4 19 8 14 20 13 13 2 6 14 16 18 16 12 6 18], [5 6 16 5 9 1 3 5 22 5 17 10 16 10 5 17 15 11 19 6 12 20 19 2 15 17 6 19 7 22 11 11 6 5 19 17 8 20 11 1 19 3 20 12 21 11 18 19], 1, 22, 22);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([11 20], [1 1], 1, 20, 1);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([1], [3], 1, 3, 3);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([1 5 3 3 5 2 3 2 6 4 1 2], [21 8 3 20 3 1 11 18 1 9 4 6], 1, 6, 21);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([7 3 2 2 5 16 11 22 7 18 14 14 22 18 18 11 2 6 17 10 9 2 18 10], [10 11 4 15 15 11 19 8 2 15 1 7 9 16 7 22 12 22 12 8 14 11 11 9], 1, 22, 22);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([2 4 6 4], [1 2 3 3], 1, 6, 4);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([15 14 11 16 10 12 1 15 3 11 2 4 13 11 8 13 15 15 10 7 2 7 10 12 9 2 3 3 4 1 12 4 7 9 13 8 8 7 10 8 6 2 16 5 5 12 9 9 3 6 8], [11 15 9 13 13 3 15 5 10 3 13 11 2 6 16 14 14 16 16 13 3 2 15 7 10 11 5 1 9 10 12 2 1 5 2 9 12 5 3 11 6 2 4 2 14 3 16 13 14 2 1], 1, 16, 16);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([3 21 7 19 20 15 11 2 14 22 3 6 21 21 16 12 2 21 5 4 1 18 21 17 2 3], [20 24 11 17 11 10 2 6 8 16 13 16 1 18 9 21 2 13 1 6 24 3 1 7 21 19], 1, 22, 24);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([1], [10], 1, 1, 24);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([1 4 1 5 3], [5 5 3 1 2], 1, 5, 5);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([11 10 3 5 10 4 4 3 11 3 4 13], [11 12 2 9 14 11 12 12 7 12 2 1], 1, 17, 15);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([19 4 12 13 15 10 4 17 12 14 19 13 8 23 6 14 18 8 18 17 8 5 6 7 23 1 19 2 3 24 4 2 10 25 18 7 15 10 8 8 19 9 14 12 23 15 12 23 16 12 23 25 4 1 2 9 24 19 14 4 18 2], [15 20 18 22 21 15 12 11 20 13 9 25 10 5 3 9 25 16 7 14 2 4 24 22 23 2 22 21 4 1 23 8 19 16 18 22 22 12 12 17 21 6 24 2 23 25 21 6 11 4 21 8 2 21 14 17 18 20 14 7 4 12], 1, 25, 25);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([1], [12], 1, 1, 14);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([2 3 4 2 8 2 3 9], [7 2 4 7 3 3 6 4], 1, 9, 9);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([2 9 16 4 2 3 11 23 20 2 18 9 6 23 11 1 15 6 9 17 3 18 13], [3 2 3 1 1 1 2 5 1 3 5 5 3 4 3 3 4 3 2 4 4 2 4], 1, 23, 5);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
A = sparse([5 9 6 2 9 3 3 9 6 6 1 4 5 7 1 1 2 3 9 7 1], [6 4 6 11 2 8 9 4 12 11 4 7 2 4 6 10 5 10 4 2 12], 1, 9, 12);
p1 = dmperm(A); [p,q,r,s,cc,rr] = dmperm(A);
C = A(p,q); ok = true; nb = numel(r)-1; for b = 1:nb, for c = 1:b-1, ok = ok && nnz(C(r(b):r(b+1)-1, s(c):s(c+1)-1)) == 0; end, end
sq = C(rr(2):rr(3)-1, cc(3):cc(4)-1); ok = ok && all(diag(sq)) && sprank(A) == nnz(p1) && isequal(sort(p), 1:size(A,1)) && isequal(sort(q), 1:size(A,2));
printf('%d %d %d %d\n', ok, nb, sprank(A), nnz(p1));
printf('%d ', cc, 0, rr); disp('')
