function varargout = curl (varargin)
% CURL  Curl and angular velocity of a 2-D or 3-D vector field.
%   In 2-D, [CZ, AV] = curl (FX, FY) gives the z-component of the curl,
%   dFY/dx - dFX/dy (x along the columns, y along the rows, central
%   differences with unit spacing), and the angular velocity AV = CZ / 2;
%   with one output, AV.  curl (X, Y, FX, FY) takes the coordinates from
%   the grids X, Y.
%   In 3-D, [CX, CY, CZ, AV] = curl (FX, FY, FZ) or
%   curl (X, Y, Z, FX, FY, FZ) gives the curl and the angular velocity
%   about the field's direction, (curl . F) / (2 |F|); with one output, AV.
  [f, h] = field_args (varargin);
  if (numel (f) == 2)
    dfx_dy = gradient (f{1}.', h{2}, h{1}).';
    dfy_dx = gradient (f{2}, h{1}, h{2});
    cz = dfy_dx - dfx_dy;
    av = cz / 2;
    if (nargout <= 1)
      varargout{1} = av;
    else
      varargout = {cz, av};
    end
  else
    % x runs along dimension 2, y along 1, z along 3
    cx = gradient_along (f{3}, 1, h{2}) - gradient_along (f{2}, 3, h{3});
    cy = gradient_along (f{1}, 3, h{3}) - gradient_along (f{3}, 2, h{1});
    cz = gradient_along (f{2}, 2, h{1}) - gradient_along (f{1}, 1, h{2});
    len = sqrt (f{1} .^ 2 + f{2} .^ 2 + f{3} .^ 2);
    av = (cx .* f{1} + cy .* f{2} + cz .* f{3}) ./ (2 * len);
    if (nargout <= 1)
      varargout{1} = av;
    else
      varargout = {cx, cy, cz, av};
    end
  end
end

function [f, h] = field_args (args)
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
      print_usage ('curl');
  end
  if (numel (f) == 2)
    if (~ isequal (size (f{1}), size (f{2})))
      error ('curl: size of X and Y must match');
    elseif (ndims (f{1}) ~= 2)
      error ('curl: X and Y must be 2-D matrices');
    elseif (numel (h{1}) ~= columns (f{1}) || numel (h{2}) ~= rows (f{1}))
      error ('curl: size of dx and dy must match the respective dimension of X and Y');
    end
    h = h(1:2);
  else
    if (~ (isequal (size (f{1}), size (f{2})) && isequal (size (f{1}), size (f{3}))))
      error ('curl: size of X, Y, and Z must match');
    elseif (ndims (f{1}) ~= 3)
      error ('curl: X, Y, and Z must be 2-D matrices');
    elseif (numel (h{1}) ~= size (f{1}, 2) || numel (h{2}) ~= size (f{1}, 1) ...
            || numel (h{3}) ~= size (f{1}, 3))
      error ('curl: size of dx, dy, and dz must match the respective dimesion of X, Y, and Z');
    end
  end
end
