function nargin_varargin()
  show(1)
  show(1, 2, 3)
end
function show(a, varargin)
  fprintf('nargin=%d extra=%d\n', nargin, numel(varargin));
end
