function d = divergence (varargin)
% DIVERGENCE  Divergence of a 2-D or 3-D vector field.
%   divergence (FX, FY) is dFX/dx + dFY/dy, x along the columns and y
%   along the rows, by central differences (gradient) with unit spacing;
%   divergence (X, Y, FX, FY) takes the coordinates from the grids X, Y
%   (as from meshgrid).  divergence (FX, FY, FZ) and
%   divergence (X, Y, Z, FX, FY, FZ) do the same in 3-D.
  [f, h] = field_args ('divergence', varargin);
  if (numel (f) == 2)
    d = gradient (f{1}, h{1}, h{2}) + gradient (f{2}.', h{2}, h{1}).';
  else
    d = gradient_along (f{1}, 2, h{1}) + gradient_along (f{2}, 1, h{2}) ...
        + gradient_along (f{3}, 3, h{3});
  end
end

function [f, h] = field_args (who, args)
  % The field components F and the coordinate vectors H = {x, y[, z]}.
  switch (numel (args))
    case {2, 3}
      f = args;
      sz = size (f{1});
      sz(end+1:3) = 1;
      h = {(1:sz(2))', (1:sz(1))', (1:sz(3))'};
    case 4
      f = args(3:4);
      h = {reshape(args{1}(1, :), [], 1), reshape(args{2}(:, 1), [], 1)};
    case 6
      f = args(4:6);
      h = {reshape(args{1}(1, :, 1), [], 1), reshape(args{2}(:, 1, 1), [], 1), ...
           reshape(args{3}(1, 1, :), [], 1)};
    otherwise
      print_usage (who);
  end
  if (numel (f) == 2)
    if (~ isequal (size (f{1}), size (f{2})))
      error ('%s: size of X and Y must match', who);
    elseif (ndims (f{1}) ~= 2)
      error ('%s: X and Y must be 2-D matrices', who);
    elseif (numel (h{1}) ~= columns (f{1}) || numel (h{2}) ~= rows (f{1}))
      error ('%s: size of dx and dy must match the respective dimension of X and Y', who);
    end
    h = h(1:2);
  else
    if (~ (isequal (size (f{1}), size (f{2})) && isequal (size (f{1}), size (f{3}))))
      error ('%s: size of X, Y, and Z must match', who);
    elseif (ndims (f{1}) ~= 3)
      error ('%s: X, Y, and Z must be 2-D matrices', who);
    elseif (numel (h{1}) ~= size (f{1}, 2) || numel (h{2}) ~= size (f{1}, 1) ...
            || numel (h{3}) ~= size (f{1}, 3))
      error ('%s: size of dx, dy, and dz must match the respective dimesion of X, Y, and Z', who);
    end
  end
end
