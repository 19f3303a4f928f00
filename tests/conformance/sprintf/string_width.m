fprintf('[%5s][%-5s]\n', 'ab', 'cd');
