r = compute_thing([1 2 3], 4);
