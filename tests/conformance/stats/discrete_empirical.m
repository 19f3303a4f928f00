% discrete_* and empirical_* distributions
x = [-1 NaN 0 0.5 1 2 3 3.5 10];
discrete_cdf (x, [3 1 2], [1 1 2])
discrete_pdf (x, [3 1 2], [1 1 2])
discrete_inv ([0 0.1 0.25 0.3 0.5 0.9 1 2 NaN], [3 1 2], [1 1 2])
empirical_cdf (x, [1 2 2 3])
empirical_pdf (x, [1 2 2 3])
empirical_inv ([0 .2 .5 .7 1], [1 2 2 3])
rand ('twister', 5);
discrete_rnd (1:3, [1 2 1], 1, 8)
size (empirical_rnd ([1 2 3], [4 1]))
class (discrete_rnd (single (1:2), 1:2))
