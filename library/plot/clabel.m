function h = clabel (c, varargin)
  % CLABEL  Label contour lines with their levels.
  %   clabel (c), clabel (c, h), clabel (c, v), clabel (c, h, v),
  %   clabel (..., "manual") and text property pairs. c is a contour
  %   matrix (contour, contourc); v the levels to label (all by default).
  %   Each line gets its level (%g) as text at its middle point.
  %   Returns the text handles.
  if (nargin < 1)
    print_usage ();
  end
  args = varargin;
  if (! isempty (args) && isscalar (args{1}) && ishghandle (args{1}))
    args(1) = [];
  end
  v = [];
  if (! isempty (args) && isnumeric (args{1}))
    v = args{1};
    args(1) = [];
  end
  if (! isempty (args) && ischar (args{1}) && strcmpi (args{1}, "manual"))
    args(1) = [];
  end
  hh = [];
  k = 1;
  while (k < columns (c))
    lev = c(1,k);
    n = c(2,k);
    if (isempty (v) || any (abs (v - lev) <= 10 * eps (max (abs (lev), 1))))
      m = k + ceil (n / 2);
      hh(end+1,1) = text (c(1,m), c(2,m), sprintf ("%g", lev), args{:});
    end
    k = k + n + 1;
  end
  if (nargout > 0)
    h = hh;
  end
end
