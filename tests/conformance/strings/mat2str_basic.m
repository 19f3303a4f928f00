s = mat2str([1 2; 3 4.5])
