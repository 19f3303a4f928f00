% evalc runs its code in the caller's workspace and returns what it printed.
function evalc_workspace
  x = 3; nm = 'abs';
  s = evalc('x');
  printf('[%s]\n', s);
  s = evalc('y = x + 1;');
  printf('[%s] %d\n', s, y);
  t = evalc('disp(x * 2)');
  printf('[%s]\n', t);
  try
    evalc('error(''boom'')');
  catch err
    disp(err.message);
  end
  u = evalc('z = feval(nm, -2)');
  printf('[%s] %d\n', u, z);
  disp(x)
end
