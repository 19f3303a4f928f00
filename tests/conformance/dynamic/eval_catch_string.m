eval('x = [1 2', 'disp(''parse failed'')')
