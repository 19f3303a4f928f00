function smoothed_data = smooth3 (data, method, sz, std_dev)
% -- SMOOTHED_DATA = smooth3 (DATA)
% -- SMOOTHED_DATA = smooth3 (DATA, METHOD)
% -- SMOOTHED_DATA = smooth3 (DATA, METHOD, SZ)
% -- SMOOTHED_DATA = smooth3 (DATA, METHOD, SZ, STD_DEV)
%     Smooth the 3-D array DATA by convolution with a kernel of SZ (3,
%     or one odd size per dimension), the data extended past its faces by
%     repeating them, so that SMOOTHED_DATA has the size of DATA.  METHOD
%     "box" ("b", the default) averages evenly; "gaussian" ("g") weights
%     by exp (-x^2 / (2 * STD_DEV^2)) in each dimension (STD_DEV 0.65,
%     or one per dimension).  The result is single for single DATA and
%     double otherwise.
%
%     See also: isosurface, isonormals, patch.

  if (nargin < 1)
    print_usage ();
  end
  if (! (isnumeric (data) || islogical (data)) || ndims (data) != 3)
    error ('smooth3: DATA must be a 3-D numeric matrix');
  end
  if (nargin < 2)
    method = 'box';
  elseif (! ischar (method))
    error ('smooth3: METHOD must be a string');
  end
  if (nargin < 3 || strcmp (sz, ':'))
    sz = 3;
  elseif (! (isnumeric (sz) && isreal (sz)))
    error ('smooth3: SZ must be a real scalar or 3-element vector');
  end
  if (isscalar (sz))
    sz = [sz, sz, sz];
  elseif (numel (sz) != 3)
    error ('smooth3: SZ of the convolution kernel must be a scalar or 3-element vector');
  end
  if (any (sz < 1 | fix (sz) != sz | mod (sz, 2) == 0))
    error ('smooth3: SZ of the convolution kernel must consist of positive odd integers');
  end
  switch (lower (method))
    case {'box', 'b'}
      kernel = ones (sz) / prod (sz);
    case {'gaussian', 'g'}
      if (nargin < 4 || strcmp (std_dev, ':'))
        std_dev = 0.65;
      elseif (! (isnumeric (std_dev) && isreal (std_dev)))
        error ('smooth3: STD_DEV must be a real scalar or 3-element vector');
      end
      if (isscalar (std_dev))
        std_dev = [std_dev, std_dev, std_dev];
      elseif (numel (std_dev) != 3)
        error ('smooth3: STD_DEV of the Gaussian convolution kernel must be scalar or 3-element vector');
      end
      h = (sz - 1) / 2;
      [x, y, z] = ndgrid (-h(1):h(1), -h(2):h(2), -h(3):h(3));
      kernel = exp (-(x.^2 / (2 * std_dev(1)^2) + y.^2 / (2 * std_dev(2)^2) ...
                      + z.^2 / (2 * std_dev(3)^2)));
      kernel = kernel / sum (kernel(:));
    otherwise
      error ('smooth3: invalid METHOD ''%s''', method);
  end
  if (! isa (data, 'single'))
    data = double (data);
  end
  h = (sz - 1) / 2;
  [n1, n2, n3] = size (data);
  padded = data([ones(1, h(1)), 1:n1, n1 * ones(1, h(1))], ...
                [ones(1, h(2)), 1:n2, n2 * ones(1, h(2))], ...
                [ones(1, h(3)), 1:n3, n3 * ones(1, h(3))]);
  smoothed_data = convn (padded, kernel, 'valid');
end
