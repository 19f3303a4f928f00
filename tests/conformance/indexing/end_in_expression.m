v = 1:7;
mid = v(ceil(end/2))
