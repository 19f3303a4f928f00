function retval = material (varargin)
  % MATERIAL  Set how the patches and surfaces of the current axes reflect light.
  %   material shiny | dull | metal | default, or material ([ka kd ks n sc]):
  %   ambient, diffuse and specular strengths, specular exponent and specular
  %   color reflectance (the first 3, 4 or all 5). material (h, ...) sets the
  %   objects h (or the children of axes h). m = material () lists the names.
  if (nargin == 0)
    if (nargout == 0)
      print_usage ();
    end
    retval = {"shiny", "dull", "metal", "default"};
    return;
  end
  if (nargin > 2 || (nargout > 0 && ! (nargin == 1 && ischar (varargin{1}))) ...
      || (nargin == 1 && isnumeric (varargin{1}) && isscalar (varargin{1}) ...
          && ishghandle (varargin{1})))
    print_usage ();
  end
  h = [];
  args = varargin;
  if (nargin == 2)
    h = args{1};
    if (! all (ishghandle (h(:))))
      error (["material: When called with two arguments, the first argument " ...
              "must be a list of handles to axes or graphic objects"]);
    end
    args(1) = [];
  end
  mt = args{1};
  props = {"ambientstrength", "diffusestrength", "specularstrength", ...
           "specularexponent", "specularcolorreflectance"};
  if (ischar (mt))
    switch (lower (mt))
      case "shiny"
        v = {0.3, 0.6, 0.9, 20, 1.0};
      case "dull"
        v = {0.3, 0.8, 0.0, 10, 1.0};
      case "metal"
        v = {0.3, 0.3, 1.0, 25, 0.5};
      case "default"
        v = {"default", "default", "default", "default", "default"};
      otherwise
        error ("material: unknown material type '%s'", mt);
    end
  elseif (isnumeric (mt))
    if (! any (numel (mt) == [3 4 5]))
      error ("material: incorrect number of elements in material vector");
    end
    v = num2cell (mt(:)');
  else
    error ("material: MTYPE must be a named material or a vector");
  end
  if (nargout > 0)
    retval = v;
    return;
  end
  if (isempty (h))
    h = gca ();
  end
  targets = [];
  for k = h(:)'
    if (strcmp (get (k, "type"), "axes"))
      targets = [targets, get(k, "children")(:)'];
    else
      targets(end+1) = k;
    end
  end
  for k = targets
    if (any (strcmp (get (k, "type"), {"patch", "surface"})))
      for p = 1:numel (v)
        set (k, props{p}, v{p});
      end
    end
  end
end
