s = strrep('aaa', 'aa', 'b')
