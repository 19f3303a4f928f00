% cell2mat concatenates one dimension at a time, the longest first, as
% cell2mat.m does; N-d cells; cat and vertcat do not pad char rows.
c = cell2mat({[1 2], [3]; [4 5], [6]})
c = cell2mat(reshape({1, 2, 3, 4, 5, 6, 7, 8}, 2, 2, 2))
c = cell2mat(reshape({[1 2], [3 4], [5 6], [7 8]}, 1, 2, 2))
c = cell2mat({'ab', 'c'; 'de', 'f'})
try
  cell2mat({'foox', 'lol'; 'bar', 'qux'})
catch err
  disp(err.message)
end
try
  cell2mat({1, [2 3]; 4, 5})
catch err
  disp(err.message)
end
try
  cat(1, 'foox', 'bar')
catch err
  disp(err.message)
end
try
  vertcat('foox', 'bar')
catch err
  disp(err.message)
end
x = ['foox'; 'bar']
