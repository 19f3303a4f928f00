% One value feeding two loop variables (issue 12): copy propagation makes
% R and Q one SSA value and both loop parameters start from it.
Q = ones(1,3); R = Q;
for p = 1:2
  Q(p) = 2;
  R(p) = 0;
end
disp(Q); disp(R)
% The same through a branch.
A = zeros(1,3); B = A;
if numel(A) == 3
  A(1) = 1;
else
  A(2) = 1;
end
B(3) = 7;
disp(A); disp(B)
