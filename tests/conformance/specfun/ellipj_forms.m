% ellipj: real and complex arguments, the table form, the limits of M.
[sn, cn, dn] = ellipj(0.3, 0.5)
[sn, cn, dn, err] = ellipj([0.3 0.4], 0.5, 1e-5)
[sn, cn, dn] = ellipj(0.3+0.2i, 0.5)
[sn, cn, dn] = ellipj([0.1; 0.2], [0.3 0.4 0.5])
[sn, cn, dn] = ellipj(0.3, [0 1])
[sn, cn] = ellipj(0.3, [1.5 0.5])
try, ellipj([0.1 0.2], [0.3; 0.4]), catch e, disp(e.message), end
