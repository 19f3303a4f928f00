s = mat2str([-1 0.5; 2 -3])
