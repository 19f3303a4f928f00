function angle = xtickangle (varargin)
  % XTICKANGLE  Rotation of the x-axis tick labels, in degrees.
  %   a = xtickangle () / xtickangle (ax): the "xticklabelrotation" property.
  %   xtickangle (a) / xtickangle (ax, a): set it.
  if (nargin > 0 && ! isempty (varargin) && numel (varargin) == 2 ...
      && ! (isscalar (varargin{1}) && ishghandle (varargin{1}) ...
            && strcmp (get (varargin{1}, "type"), "axes")))
    error ("xtickangle: HAX must be a handle to an axes object");
  end
  args = varargin;
  if (numel (args) == 2)
    args = args(2);
  elseif (numel (args) > 2)
    print_usage ();
  end
  if (numel (args) == 1 && ! (isscalar (args{1}) && ishghandle (args{1}) ...
                              && strcmp (get (args{1}, "type"), "axes")))
    a = args{1};
    if (! (isnumeric (a) || islogical (a)))
      error ("xtickangle: ANGLE must be a finite, numeric, scalar value");
    elseif (! isscalar (a))
      error ("xtickangle: ANGLE must be a finite, numeric, scalar value");
    elseif (! isfinite (a))
      error ("xtickangle: ANGLE must be a finite, numeric, scalar value");
    elseif (nargout > 0)
      error ("xtickangle: function called with output query and input set value");
    end
  end
  [r, query] = axes_property ("xtickangle", "xticklabelrotation", false, nargout, varargin);
  if (query)
    angle = r;
  end
end
