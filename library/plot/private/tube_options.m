function [scale, n] = tube_options (name, options)
% [SCALE, N] = tube_options (NAME, OPTIONS): the checked options [SCALE,
% N] of streamtube and ostreamtube (defaults 1 and 20): the tube's width
% factor and the number of points around it.
  scale = 1;
  n = 20;
  if (isempty (options))
    return;
  end
  if (numel (options) > 2)
    error ('%s: OPTIONS must be a 1- or 2-element vector', name);
  end
  scale = options(1);
  if (numel (options) == 2)
    n = options(2);
  end
  if (! isreal (scale) || scale <= 0)
    error ('%s: SCALE must be a real scalar > 0', name);
  end
  if (! isreal (n) || n < 3)
    error ('%s: number of tube vertices N must be greater than 2', name);
  end
  n = fix (n);
end
