[v, ok] = str2num('1 +* 2')
