[tf, loc] = ismember({'c', 'a', 'q'}, {'a', 'b', 'c'})
