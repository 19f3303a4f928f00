s = num2str(pi, '%10.4f')
t = num2str([1 2 3], '%d,')
