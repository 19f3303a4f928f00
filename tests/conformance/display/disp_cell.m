disp({1, 'a'})
