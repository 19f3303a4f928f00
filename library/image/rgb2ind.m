function [x, map] = rgb2ind (varargin)
  % RGB2IND  A truecolor image as an indexed one with the colormap of
  %   exactly its colors (see cmunique): [x, map] = rgb2ind (rgb) or
  %   rgb2ind (R, G, B). Reducing to N colors or to a given map is not
  %   written (it needs color quantization and dithering).
  if (nargin == 1)
    rgb = varargin{1};
    if (ndims (rgb) > 3 || size (rgb, 3) != 3)
      error ("rgb2ind: RGB must be an MxNx3 matrix");
    end
  elseif (nargin == 3)
    rgb = cat (3, varargin{:});
  elseif (nargin == 2 || nargin > 3)
    error ("rgb2ind: matc does not reduce to N colors or to a given MAP (no quantization)");
  else
    print_usage ();
  end
  [x, map] = cmunique (rgb);
end
