s = 'banana';
n = sum(s == 'a')
