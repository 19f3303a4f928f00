s = 'hello world';
s(1:5)
s(end:-1:1)
