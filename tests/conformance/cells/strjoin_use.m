s = strjoin({'a', 'b', 'c'}, ', ')
