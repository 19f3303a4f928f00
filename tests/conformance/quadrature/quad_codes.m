% QUADPACK's quad: values, codes, evaluation counts; quad_options.
[q, ier, nfev, err] = quad (@(x) exp (x), 0, 1)
[q, ier, nfev, err] = quad (@(x) 1 ./ sqrt (x), 0, 1)
[q, ier, nfev, err] = quad (@(x) exp (-x.^2), -Inf, Inf)
[q, ier, nfev, err] = quad (@(x) exp (-x), 0, Inf)
[q, ier, nfev] = quad (@(x) abs (x - 0.3), 0, 1, [1e-10 1e-10], 0.3)
quad_options
