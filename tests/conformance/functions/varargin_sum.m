function varargin_sum()
  disp(addall(1, 2, 3, 4))
  disp(addall())
end
function s = addall(varargin)
  s = 0;
  for k = 1:numel(varargin)
    s = s + varargin{k};
  end
end
