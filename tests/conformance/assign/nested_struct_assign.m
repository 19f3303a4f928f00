cfg.solver.tol = 1e-6;
cfg.solver.maxit = 100;
cfg.solver
