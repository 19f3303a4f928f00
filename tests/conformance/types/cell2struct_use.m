s = cell2struct({1; 'two'}, {'n'; 't'}, 1)
