function y = repelem (x, varargin)
% REPELEM  Repeat the elements of an array.
%   repelem (X, R) for a scalar or vector X repeats each element R times,
%   or X(k) R(k) times for a vector R, keeping X's orientation.
%   repelem (X, R1, R2, ...) repeats along each dimension j: every slice
%   Rj times (a scalar Rj) or slice k Rj(k) times (a vector Rj of length
%   size (X, j)).  More R's than dimensions replicate X into new ones.
  if (nargin <= 1)
    print_usage ();
  end
  if (nargin == 2)
    r = varargin{1};
    if (isscalar (x))
      if (~ isscalar (r))
        error ('repelem: R1 must either be scalar or have the same number of elements as the vector to be replicated');
      end
      y = repmat (x, 1, r);
      return;
    elseif (isvector (x))
      if (isscalar (r))
        idx = ceil ((1:numel (x) * r) / r);
      elseif (isvector (r) && numel (r) == numel (x))
        idx = run_index (r);
      else
        error ('repelem: R1 must either be scalar or have the same number of elements as the vector to be replicated');
      end
      if (isrow (x))
        y = x(idx);
      else
        y = x(idx(:));
      end
      return;
    elseif (isscalar (r))
      error ('repelem: %dD Array requires %d or more input arguments, but only %d given', ...
             ndims (x), ndims (x) + 1, nargin);
    else
      error ('repelem: when called with only two inputs they must be either scalars or vectors, not %s and %s.', ...
             'matrix', 'matrix');
    end
  end
  nr = numel (varargin);
  sz = size (x);
  isvec = cellfun (@(r) numel (r) ~= 1, varargin);
  if (~ all (cellfun (@isvector, varargin)))
    if (nr == 2)
      error ('repelem: R1 and R2 must be scalars or vectors');
    end
    error ('repelem: R_j must all be scalars or vectors');
  elseif (nr > 2 && find ([true, isvec], 1, 'last') - 1 > numel (sz))
    error ('repelem: R_j for trailing singleton dimensions must be scalar');
  end
  sz(end+1:nr) = 1;
  idx = repmat ({':'}, 1, max (nr, numel (sz)));
  for j = 1:nr
    r = varargin{j};
    if (isscalar (r))
      idx{j} = ceil ((1:sz(j) * r) / r);
    elseif (numel (r) == sz(j))
      idx{j} = run_index (r);
    else
      error ('repelem: R_j vectors must have the same number of elements as the size of dimension j of X');
    end
  end
  y = x(idx{:});
end

function idx = run_index (r)
  % 1 repeated r(1) times, 2 repeated r(2) times, ... as a row.
  r = r(:).';
  idx = zeros (1, sum (r));
  stops = cumsum (r);
  starts = stops - r + 1;
  for k = find (r > 0)
    idx(starts(k):stops(k)) = k;
  end
end
