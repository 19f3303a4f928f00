function spy (x, varargin)
% -- spy (X)
% -- spy (..., MARKERSIZE)
% -- spy (..., LINE_SPEC)
%     Plot the sparsity pattern of the matrix X: a marker at (j, i) for
%     each nonzero X(i,j), rows growing downwards, the number of nonzeros
%     as the x label.  The marker is "*" (or "." from 1000 nonzeros on);
%     a one-character LINE_SPEC is added to it, a longer one replaces it.
%
%     See also: find, nnz, gplot, plot.

  if (nargin < 1 || nargin > 3)
    print_usage ();
  end
  marker_size = NaN;
  if (nnz (x) < 1000)
    spec = '*';
  else
    spec = '.';
  end
  for k = 1:numel (varargin)
    a = varargin{k};
    if (ischar (a))
      if (numel (a) == 1)
        spec = [spec, a];
      else
        spec = a;
      end
    elseif (isreal (a) && isscalar (a))
      marker_size = a;
    else
      error ('spy: expected markersize or linespec');
    end
  end
  [i, j] = find (x);
  [m, n] = size (x);
  if (isnan (marker_size))
    plot (j, i, spec);
  else
    plot (j, i, spec, 'markersize', marker_size);
  end
  axis ([0, n+1, 0, m+1], 'ij');
  xlabel (sprintf ('nnz = %d', nnz (x)));
end
