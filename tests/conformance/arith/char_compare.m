eqs = 'abc' == 'abd'
lt = 'a' < 'b'
