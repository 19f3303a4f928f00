function varargin_cell_display()
  inspect(1, 'two', [3 4])
end
function inspect(varargin)
  varargin
end
