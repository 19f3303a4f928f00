s = sprintf('%c', 'hello')
t = sprintf('%5.1s|', 'abc')
