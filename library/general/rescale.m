function B = rescale (A, varargin)
% RESCALE  Scale the values of an array linearly into a range.
%   rescale (A) maps min (A(:)) to 0 and max (A(:)) to 1;
%   rescale (A, L, U) to L and U (arrays are allowed, elementwise).
%   "InputMin", INMIN and "InputMax", INMAX replace the data's minimum and
%   maximum, and values beyond them are clipped to L and U.
%   Logical and integer input gives double; single stays single.
  if (~ any (nargin == [1, 3, 5, 7]))
    print_usage ();
  end
  if (~ (isnumeric (A) || islogical (A)))
    error ('rescale: A must be a numeric or logical matrix');
  end
  if (~ isa (A, 'single'))
    A = double (A);
  end
  l = 0;
  u = 1;
  if (nargin > 1 && isnumeric (varargin{1}))
    if (~ isnumeric (varargin{2}))
      error ('rescale: upper bound U must be numeric');
    end
    l = varargin{1};
    u = varargin{2};
    varargin(1:2) = [];
    if (any (l(:) > u(:)) || any (any (l > u)))
      error ('rescale: lower bound L must be smaller than upper bound U');
    end
  end
  clip = false;
  inmin = [];
  inmax = [];
  rest = {};
  k = 1;
  while (k <= numel (varargin))
    opt = varargin{k};
    if (ischar (opt) && any (strcmpi (opt, {'inputmin', 'inputmax'})) && k < numel (varargin))
      v = varargin{k+1};
      if (strcmpi (opt, 'inputmin'))
        if (~ isnumeric (v))
          error ('rescale: INMIN must be numeric');
        end
        inmin = v;
      else
        if (~ isnumeric (v))
          error ('rescale: INMAX must be numeric');
        end
        inmax = v;
      end
      clip = true;
      k = k + 2;
    else
      rest{end+1} = opt;
      k = k + 1;
    end
  end
  if (~ isempty (rest))
    error ('rescale: invalid option(s)');
  end
  if (isempty (inmin))
    inmin = min (A(:));
  end
  if (isempty (inmax))
    inmax = max (A(:));
  end
  range = inmax - inmin;
  range(range == 0) = 1;
  B = l + (A - inmin) ./ range .* (u - l);
  if (clip)
    below = A < inmin;
    above = A > inmax;
    B(below) = l;
    B(above) = u;
  end
end
