function introspect_frame
  % isglobal, who global, isargout and localfunctions seen from a function.
  global g
  g = 3;
  x = 1;
  who global
  disp(isglobal('g')), disp(isglobal('x')), disp(isglobal('zz'))
  c = localfunctions();
  disp(size(c)); disp(class(c));
  for k = 1:numel(c)
    disp(func2str(c{k}));
  end
  disp(c{2}(4))
  [a, b] = two();
  a = two();
  two();
  names = who('global');
  disp(names')
  try, isglobal(3), catch e, disp(e.message), end
  try, isargout(0), catch e, disp(e.message), end
  try, isargout(1.5), catch e, disp(e.message), end
end
function [a, b] = two()
  printf('%d %d %d | %d\n', isargout(1), isargout(2), isargout(3), nargout);
  disp(isargout([1 2; 3 1]))
  a = 1; b = 2;
end
function y = sq(x)
  y = x^2;
end
