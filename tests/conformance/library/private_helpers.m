% The library's private helpers are not visible.
printf ('%d\n', exist ('ode_onestep'), exist ('rk_step'), exist ('quadpack_rules'));
try
  rk_step (1)
catch e
  disp (e.message)
end
