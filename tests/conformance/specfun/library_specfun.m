% beta, betaln, reallog, realsqrt, realpow, ellipke, legendre, cosint, sinint
beta (2, 3)
beta ([1 2 3], 2)
betaln (10, 20)
realpow (2, [1 2 3])
try
  reallog (-1)
catch err
  disp (err.message)
end
[k, e] = ellipke ([0 0.5 0.9 1 -1 -Inf -10])
legendre (3, [-1.0, -0.9, -0.8])
legendre (2, 0.3, 'sch')
legendre (2, [0.3; 0.4], 'norm')
cosint ([0.1 1 2 5 10 300])
sinint ([0.1 1 2 5 10 300])
cosint (-1)
sinint (2 + 1i)
cosint (20i)
