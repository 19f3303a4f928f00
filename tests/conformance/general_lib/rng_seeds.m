% rng over rand/randn's twister and old generators
rng (42); a = rand (1, 3), b = randn (1, 2)
s = rng (); x1 = rand (1, 2); rng (s); x2 = rand (1, 2); isequal (x1, x2)
rng ('default'); rand (1, 2)
rng (5, 'v5uniform'); rand (1, 2)
s = rng (7); class (s), fieldnames (s), s.Type
try
  rng (1, 'philox')
catch err
  disp (err.message)
end
