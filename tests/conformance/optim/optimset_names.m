% optimset and optimget: abbreviations, defaults of the solvers, listing.
o = optimset ('tolx', 1e-3, 'maxit', 10)
optimget (o, 'MaxIter'), optimget (o, 'TolFun', 7)
optimset
o = optimset ('fzero')
o = optimset ('fminsearch');
o.TolX
o = optimset (optimset ('TolX', 1), optimset ('TolFun', 2));
[o.TolX, o.TolFun]
try, optimset ('nosuchfunction'), catch e, disp (e.message), end
