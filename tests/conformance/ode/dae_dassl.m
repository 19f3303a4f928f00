% dassl and daspk: Robertson's kinetics and a linear DAE at given and
% critical times; the option tables of dassl, daspk and lsode.
dassl_options
daspk_options
lsode_options
dassl_options('rel', 1e-10); disp(dassl_options('relative tolerance'))
dassl_options('relative tolerance', sqrt(eps));
function res = f(x, xdot, t)
  res = [xdot(1) + 0.04*x(1) - 1e4*x(2)*x(3); xdot(2) - 0.04*x(1) + 1e4*x(2)*x(3) + 3e7*x(2)^2; x(1)+x(2)+x(3)-1];
end
[x, xdot, istate, msg] = dassl(@f, [1;0;0], [-0.04;0.04;0], [0 0.4 4 40])
g = @(x, xd, t) xd + x;
[x, xd] = dassl(g, 1, -1, linspace(0,1,5)')
[x, xd] = daspk(g, 1, -1, linspace(0,1,5)')
[x, xd, istate, msg] = dassl(g, 1, -1, [0 0.5 1], 0.5)
try, dassl(g, [1;2], -1, [0 1]), catch e, disp(e.message), end
try, dassl(3, 1, -1, [0 1]), catch e, disp(e.message), end
h = @(x, xd, t) [xd + x; 1];
try, dassl(h, 1, -1, [0 1]), catch e, disp(e.message), end
