c = {[], true, int8(3)}
