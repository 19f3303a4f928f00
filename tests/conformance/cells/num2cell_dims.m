% num2cell(A, dims): whole extents along dims in each cell.
c = num2cell([1 2;3 4], 1)
c = num2cell([1 2;3 4], [1 2])
size(num2cell(ones(2,3,4), [1 3]))
try, num2cell(1, 0), catch e, disp(e.message), end
c = num2cell({1,2;3,4}, 2)
c = num2cell(int8([1 2 3]), 2)
