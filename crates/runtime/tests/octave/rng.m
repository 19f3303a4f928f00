% Oracle for builtins/rng.rs unit tests: octave -qf --no-gui rng.m
rand('twister',5); printf('%.17g\n', rand(1,5));
rand('state',42); printf('%.17g\n', rand(1,3));
rand('state',[1 2 3]); printf('%.17g\n', rand(1,2));
rand('twister', -3.7); printf('%.17g\n', rand(1,2));
for s = [5.7 5.4 2^33 4294967294 NaN], rand('twister', s); printf('%g %.17g\n', s, rand()); end
randn('state',5); printf('%.17g\n', randn(1,8));
rand('seed',5); printf('%.17g\n', rand(1,3));
rand('twister',7); printf('%.17g\n', randperm(6));
rand('twister',7); printf('%.17g\n', randi(10,1,4));
