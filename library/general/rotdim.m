function y = rotdim (x, n, plane)
% ROTDIM  Rotate an array by multiples of 90 degrees in a plane.
%   rotdim (X) rotates X counterclockwise by 90 degrees in the plane of
%   its first two non-singleton dimensions; rotdim (X, N) by N*90 degrees
%   (negative N clockwise); rotdim (X, N, PLANE) in the plane of the two
%   dimensions PLANE.  rotdim (X, N, [1 2]) is rot90 (X, N).
  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2 || isempty (n))
    n = 1;
  elseif (~ (isscalar (n) && n == fix (n)))
    error ('rotdim: N must be a scalar integer');
  end
  sz = size (x);
  nd = numel (sz);
  if (nargin < 3)
    if (nd > 2)
      plane = find (sz > 1, 2);
      if (numel (plane) < 2)
        if (isempty (plane))
          plane = [1, 2];
        elseif (plane == 1)
          plane = [1, 2];
        else
          plane = [1, plane];
        end
      end
    else
      plane = [1, 2];
    end
  else
    if (~ (numel (plane) == 2 && all (plane == fix (plane)) && all (plane > 0) ...
           && plane(1) ~= plane(2)))
      error ('rotdim: PLANE must be a 2 element integer vector defining a valid PLANE');
    end
    nd = max ([nd, plane(:)']);
  end
  n = mod (n, 4);
  if (n == 0)
    y = x;
    return;
  end
  % In the plane (P, Q): a quarter turn counterclockwise is a flip along
  % Q followed by swapping P and Q.
  p = plane(1);
  q = plane(2);
  perm = 1:nd;
  perm([p, q]) = [q, p];
  switch (n)
    case 1
      y = permute (flip (x, q), perm);
    case 2
      y = flip (flip (x, p), q);
    case 3
      y = flip (permute (x, perm), q);
  end
end
