function vi = interp3 (varargin)
% INTERP3  Three-dimensional interpolation on a meshgrid.
%   VI = interp3 (X, Y, Z, V, XI, YI, ZI) interpolates V, given at the
%   meshgrid points (X, Y, Z) (arrays as from meshgrid, or the vectors),
%   at (XI, YI, ZI): arrays of one size, or vectors (of one length:
%   scattered points; else the meshgrid they span).  interp3 (V, XI, YI,
%   ZI) takes X = 1:columns (V), Y = 1:rows (V), Z = 1:size (V, 3);
%   interp3 (V, M) refines the grid M times (interp3 (V): once).
%   interp3 (..., METHOD) with "linear" (default), "nearest" or "spline";
%   interp3 (..., METHOD, EXTRAPVAL) sets the value outside the grid.
%   It is interpn on V with its first two dimensions swapped.
  narginchk (1, 9);
  if (~ isnumeric (varargin{1}))
    print_usage ();
  end
  nargs = nargin;
  opts = {};
  method = 'linear';
  if (nargs > 1 && ischar (varargin{end-1}))
    if (~ isnumeric (varargin{end}) || ~ isscalar (varargin{end}))
      error ('interp3: EXTRAPVAL must be a numeric scalar');
    end
    method = varargin{end-1};
    opts = {varargin{end}};
    nargs = nargs - 2;
  elseif (ischar (varargin{end}))
    method = varargin{end};
    nargs = nargs - 1;
  end
  if (~ isempty (method) && method(1) == '*')
    warning ('interp3: ignoring unsupported ''*'' flag to METHOD');
    method(1) = [];
  end
  method = validatestring (method, {'nearest', 'linear', 'cubic', 'spline'});
  opts = [{method}, opts];
  swap = @(a) permute (a, [2, 1, 3]);   % meshgrid <-> ndgrid order
  if (nargs < 3)
    v = varargin{1};
    if (ndims (v) ~= 3)
      error ('interp3: V must be a 3-D array of values');
    end
    vi = interpn (swap (v), varargin{2:nargs}, opts{:});
  elseif (nargs == 4 && ~ isvector (varargin{1}))
    v = varargin{1};
    if (ndims (v) ~= 3)
      error ('interp3: V must be a 3-D array of values');
    end
    q = points (varargin(2:4), swap);
    vi = interpn (swap (v), q{:}, opts{:});
  elseif (nargs == 7)
    v = varargin{4};
    if (ndims (v) ~= 3)
      error ('interp3: V must be a 3-D array of values');
    end
    g = varargin(1:3);
    if (~ all (cellfun (@isvector, g)))
      if (~ (isequal (size (g{1}), size (v)) && isequal (size (g{2}), size (v)) ...
             && isequal (size (g{3}), size (v))))
        error ('interp3: X, Y, Z, and V dimensions must be equal');
      end
      g = cellfun (swap, g, 'UniformOutput', false);
    end
    q = points (varargin(5:7), swap);
    vi = interpn (g{:}, swap (v), q{:}, opts{:});
  else
    error ('interp3: wrong number or incorrectly formatted input arguments');
  end
  if (~ isvector (vi))
    vi = swap (vi);
  end
end

function q = points (q, swap)
  % Query arrays in meshgrid order become ndgrid order; vectors stay.
  if (~ all (cellfun (@isvector, q)))
    if (~ (isequal (size (q{1}), size (q{2})) && isequal (size (q{1}), size (q{3}))))
      error ('interp3: XI, YI, and ZI dimensions must be equal');
    end
    q = cellfun (swap, q, 'UniformOutput', false);
  end
end
