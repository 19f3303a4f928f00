function angle = ztickangle (varargin)
  % ZTICKANGLE  Rotation of the z-axis tick labels, in degrees.
  %   a = ztickangle () / ztickangle (ax): the "zticklabelrotation" property.
  %   ztickangle (a) / ztickangle (ax, a): set it.
  if (nargin > 0 && ! isempty (varargin) && numel (varargin) == 2 ...
      && ! (isscalar (varargin{1}) && ishghandle (varargin{1}) ...
            && strcmp (get (varargin{1}, "type"), "axes")))
    error ("ztickangle: HAX must be a handle to an axes object");
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
      error ("ztickangle: ANGLE must be a finite, numeric, scalar value");
    elseif (! isscalar (a))
      error ("ztickangle: ANGLE must be a finite, numeric, scalar value");
    elseif (! isfinite (a))
      error ("ztickangle: ANGLE must be a finite, numeric, scalar value");
    elseif (nargout > 0)
      error ("ztickangle: function called with output query and input set value");
    end
  end
  [r, query] = axes_property ("ztickangle", "zticklabelrotation", false, nargout, varargin);
  if (query)
    angle = r;
  end
end
