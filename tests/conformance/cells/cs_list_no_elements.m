% A wrapper forwarding its outputs, called for none: the callee runs with
% nargout 0 and the value it returns anyway becomes the wrapper's (ans).
function cs_list_no_elements
  w = wrap (); disp (w)
  wrap ()
  wrap ();
  disp (ans)
  c = {}; [c{1:0}] = deal (5); disp (c)
  deal (5)
  s = struct ('a', {}); [s(1:0).a] = f (); disp (size (s))
end

function varargout = wrap (varargin)
  [varargout{1:nargout}] = f ();
end

function [x, y] = f ()
  printf ('nargout=%d\n', nargout);
  x = 3; y = 4;
end
