% norm: matrix p-norms by the power method, norms of rows and columns, and the option errors.
abs(norm(magic(4),3) - 34) < 1e-6
norm([1 2;3 4],3)
norm([1 2;3 4],1.5)
norm([1+i 2;3 4],3)
norm([1 2;3 4],"rows")
norm([1 2;3 4],[],"cols")
norm([1 2;3 4],1,"columns")
norm([1 2;3 4],Inf,"rows")
norm([1 2;3 4],"fro","rows")
norm([1 -2;3 4],-Inf,"rows")
norm([1 2;3 4],0,"cols")
norm(single([1 2;3 4]),"rows")
c = {@() norm(ones(2,2),-Inf), @() norm(1,"cols","rows"), @() norm(ones(2,2),0.5), @() norm([1 2;3 4],"bad")};
for k=1:4, try, c{k}(), catch e, disp(e.message), end, end
