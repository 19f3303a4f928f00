function [c, ia, ic] = uniquetol (A, varargin)
% UNIQUETOL  Unique elements within a tolerance.
%   C = uniquetol (A) is the sorted distinct values of A, where values
%   within TOL * max (abs (A(:))) of the smallest value of their group
%   count as one (TOL 1e-12 for double, 1e-6 for single); NaNs are all
%   distinct and come last.  C is a row for a row vector A, else a column.
%   uniquetol (A, TOL) sets TOL.  [C, IA, IC] = uniquetol (...) also gives
%   C = A(IA) and A(:) = C(IC).  Properties:
%     "ByRows"            rows of A within tolerance (every column) are one;
%                         C keeps the first of each in order of appearance
%     "DataScale"         the scale of TOL instead of max (abs (A(:)))
%                         (1 makes TOL absolute, Inf disables the test)
%     "OutputAllIndices"  IA is a cell array of all the indices of each group
  if (nargin < 1)
    print_usage ();
  end
  if (isempty (A))
    c = A;
    ia = [];
    ic = [];
    return;
  end
  if (~ isfloat (A) || iscomplex (A))
    error ('Octave:uniquetol:unsupported-type', ...
           'uniquetol: A must be a double or single precision non-complex array');
  end
  if (nargin == 1 || ischar (varargin{1}))
    if (isa (A, 'double'))
      tol = 1e-12;
    else
      tol = 1e-6;
    end
  elseif (~ (isfloat (varargin{1}) && isscalar (varargin{1})) || iscomplex (varargin{1}))
    error ('Octave:uniquetol:unsupported-type', ...
           'uniquetol: TOL must be a double or single precision non-complex scalar');
  else
    tol = varargin{1};
    varargin(1) = [];
  end
  if (mod (numel (varargin), 2) ~= 0)
    error ('uniquetol: PROPERTY/VALUE arguments must be passed in pairs');
  end
  byrows = false;
  allidx = false;
  scale = [];
  for k = 1:2:numel (varargin)
    name = varargin{k};
    if (~ ischar (name))
      error ('uniquetol: PROPERTY must be a string');
    end
    switch (lower (name))
      case 'byrows'
        byrows = logical (varargin{k+1});
        if (byrows && ndims (A) > 2)
          error ('uniquetol: A must be a 2-D array when "ByRows" is true');
        end
      case 'outputallindices'
        allidx = logical (varargin{k+1});
      case 'datascale'
        scale = varargin{k+1};
        scale = scale(:).';
        if (~ isfloat (scale) || iscomplex (scale) || any (scale < 0) || any (isnan (scale)))
          error ('uniquetol: DataScale must be a non-NaN, positive floating point scalar or vector');
        end
        if (numel (scale) ~= 1 && numel (scale) ~= columns (A))
          error ('uniquetol: invalid DataScale size');
        end
      otherwise
        error ('uniquetol: unknown property ''%s''', name);
    end
  end
  if (isempty (scale))
    scale = max (abs (A(~ isinf (A))));
  end
  tol = tol * scale;
  if (byrows)
    [c, ia, ic] = unique_rows (A, tol, allidx);
  else
    [c, ia, ic] = unique_values (A, tol, allidx);
  end
end

function [c, ia, ic] = unique_rows (A, tol, allidx)
  % Greedy in order of appearance: each unclaimed row claims the unclaimed
  % rows within TOL of it in every column.
  n = rows (A);
  ic = zeros (n, 1);
  first = zeros (0, 1);
  groups = {};
  for i = 1:n
    if (ic(i) ~= 0)
      continue;
    end
    near = all (abs (A - A(i, :)) <= tol, 2) & ic == 0;
    near(i) = true;
    first(end+1, 1) = i;
    ic(near) = numel (first);
    groups{end+1} = find (near);
  end
  c = A(first, :);
  if (allidx)
    ia = groups;
  else
    ia = first;
  end
end

function [c, ia, ic] = unique_values (A, tol, allidx)
  % Sort, then start a new group at each value more than TOL above the
  % smallest value of the current group; NaNs each form their own group.
  isrowvec = isrow (A);
  A = A(:);
  [s, order] = sort (A);
  n = numel (s);
  g = zeros (n, 1);
  ng = 0;
  for k = 1:n
    if (isnan (s(k)) || k == 1 || s(k) - s(start) > tol)
      ng = ng + 1;
      start = k;
    end
    g(k) = ng;
  end
  lead = [true; g(2:end) ~= g(1:end-1)];
  c = s(lead);
  ic = zeros (n, 1);
  ic(order) = g;
  if (allidx)
    ia = cell (1, ng);
    for j = 1:ng
      ia{j} = sort (order(g == j));
      if (isnan (c(j)))
        ia{j} = zeros (0, 1);
      end
    end
  else
    ia = order(lead);
  end
  if (isrowvec)
    c = c.';
  end
end
