function forward_varargin()
  disp(wrapper(2, 5))
end
function r = wrapper(varargin)
  r = max(varargin{:});
end
