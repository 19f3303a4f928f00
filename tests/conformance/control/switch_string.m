method = 'linear';
switch method
  case 'nearest'
    disp('nearest neighbour')
  case {'linear', 'bilinear'}
    disp('linear interpolation')
  otherwise
    disp('unknown')
end
