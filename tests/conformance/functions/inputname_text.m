% inputname: the caller's text of an argument, a variable's name only by default.
function inputname_text
  xvar = 1; yvar = 2;
  a = f(xvar)
  b = f(xvar, yvar)
  c = g(1.0)
  d = g(xvar / 2)
  e = {f(yvar)}
end
function n = f(varargin)
  n = inputname(1);
end
function n = g(varargin)
  n = inputname(1, false);
end
