[~, idx] = max([3 9 4])
[~, ~, ext] = fileparts('/tmp/data.csv')
