function nargoutchk_use()
  a = limited();
  disp(a)
  [a, b] = limited();
end
function [x, y] = limited()
  nargoutchk(0, 1);
  x = 1;
  y = 2;
end
