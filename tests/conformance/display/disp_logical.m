disp([true false true])
