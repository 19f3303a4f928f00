function nargout_check()
  a = outs();
  [a, b] = outs();
end
function [x, y] = outs()
  fprintf('nargout = %d\n', nargout);
  x = 1;
  y = 2;
end
