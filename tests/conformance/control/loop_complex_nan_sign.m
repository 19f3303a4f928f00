% The sign of a NaN shows in a complex display (NaN - NaNi): a compiled
% loop must give the same NaN as the interpreter when both operands of a
% complex product or sum are NaN (shrunk from jit_diff, seed 9101).
A = [1 2 3]; t = NaN; z = -1i;
for i = 1:1
  z = -(-A(1) + (t + 1i)) * -(-A(1) + (t + 1i));
end
disp(z)
A = reshape(1:12, 3, 4) / 7; B = zeros(1, 5); j = 1; z = -1i;
for i = 1:-1:1
  A(i) = mod(B(i), NaN) + A(i) + j;
  t = A(1, 1) * 1;
  z = -(-A(j, i) + (t + 1i)) * -(-A(j, i) + (t + 1i)) + (-0.25 + 1i);
end
disp(z)
