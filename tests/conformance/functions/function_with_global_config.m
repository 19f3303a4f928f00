function function_with_global_config()
  global TOL
  TOL = 1e-3;
  disp(converged(1.0005, 1))
  disp(converged(1.1, 1))
end
function tf = converged(a, b)
  global TOL
  tf = abs(a - b) < TOL;
end
