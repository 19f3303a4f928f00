% fminbnd and fzero: results, Display iter tables and outputs.
x = fminbnd (@cos, 3, 4)
[x, fv, info, out] = fminbnd (@(x) (x - 2).^2, 0, 5, optimset ('Display', 'iter'))
[x, fv, info, out] = fzero (@cos, [0 3])
x = fzero (@(x) x.^3 - 2, 1, optimset ('Display', 'iter'))
x = fzero (@(x) exp (-x) - x, 0)
try, fzero (@(x) x.^2 + 1, [0 1]), catch e, disp (e.message), end
