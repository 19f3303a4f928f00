function y = movstd (x, wlen, varargin)
% MOVSTD  Moving std over windows of length WLEN.
%   Y = movstd (X, WLEN) is std over each window of X along the first
%   non-singleton dimension: WLEN odd is centered, even has WLEN/2 points
%   before and WLEN/2 - 1 after, [NB, NA] takes NB before and NA after.
%   movstd (X, WLEN, OPT) normalizes by N (OPT = 1) or N - 1 (OPT = 0, the
%   default), as std (X, OPT).  movstd (X, WLEN, OPT, DIM), movstd (..., "omitnan"/"includenan") and the
%   properties "Endpoints", "dim", "nancond" and "outdim" as for
%   movfun.
  if (nargin < 2)
    print_usage ();
  end
  fcn = @std;
  if (nargin > 2 && isnumeric (varargin{1}))
    if (varargin{1})
      fcn = @(w) std (w, 1);
    end
    varargin(1) = [];
  end
  args = __parse_movargs__ ('movstd', varargin{:});
  y = movfun (fcn, x, wlen, args{:});
end
