function y = sinc (x)
% SINC  sin (pi X) / (pi X), with sinc (0) = 1.
  if (nargin < 1)
    print_usage ();
  end
  y = ones (size (x));
  nz = (x ~= 0);
  if (any (nz(:)))
    t = pi * x(nz);
    y(nz) = sin (t) ./ t;
  end
end
