s = evalc('disp(5)')
