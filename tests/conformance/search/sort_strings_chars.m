s = sort('hello')
[~, i] = sort([2 2 1])
