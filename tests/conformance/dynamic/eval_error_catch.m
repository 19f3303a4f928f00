eval('y = undefined_q + 1;', 'disp(lasterr())')
