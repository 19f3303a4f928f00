m = str2num('1 2; 3 4')
