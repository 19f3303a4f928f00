% size with several dimensions: size (A, D1, D2), size (A, [D1 D2]), [r, c] = size (A, D1, D2).
size(ones(3,2),1,2)
size(ones(3,2),[1 2])
[a,b]=size(ones(3,2),2,1)
size(ones(3,2),[3 1])
size(ones(2,3,4),[1 3])
[a,b]=size(ones(2,3,4),[1 3])
c = {@() size(ones(2),0), @() size(ones(2),1.5)};
for k=1:2, try, c{k}(), catch e, disp(e.message), end, end
try, [a,b,c]=size(ones(2), 1, 2), catch e, disp(e.message), end
