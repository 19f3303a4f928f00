assert(pi, 3.14, 1e-4)
