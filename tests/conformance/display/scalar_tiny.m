eps_val = 1e-10
