function narginchk_pass()
  disp(area(3))
  disp(area(3, 4))
end
function a = area(w, h)
  narginchk(1, 2);
  if nargin == 1
    h = w;
  end
  a = w * h;
end
