function out = nthargout (n, varargin)
% -- ARG = nthargout (N, FCN, ...)
% -- ARG = nthargout (N, NTOT, FCN, ...)
%     The N-th output of FCN (a handle or a name) called with the other
%     arguments and NTOT outputs (default max (N)).  For a vector N, the
%     chosen outputs in a cell array.
%
%     See also: nargout, varargout, deal.

  if (nargin < 2)
    print_usage ();
  end
  if (is_function_handle (varargin{1}) || ischar (varargin{1}))
    ntot = max (n(:));
    fcn = varargin{1};
    args = varargin(2:end);
  elseif (nargin > 2 && isnumeric (varargin{1}) ...
          && (is_function_handle (varargin{2}) || ischar (varargin{2})))
    ntot = varargin{1};
    fcn = varargin{2};
    args = varargin(3:end);
  else
    print_usage ();
  end
  if (any (n(:) != fix (n(:))) || ntot != fix (ntot) || any (n(:) <= 0) || ntot <= 0)
    error ('nthargout: N and NTOT must consist of positive integers');
  end
  outs = cell (1, ntot);
  [outs{:}] = feval (fcn, args{:});
  if (isscalar (n))
    out = outs{n};
  else
    out = outs(n);
  end
end
