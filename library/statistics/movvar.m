function y = movvar (x, wlen, varargin)
% MOVVAR  Moving var over windows of length WLEN.
%   Y = movvar (X, WLEN) is var over each window of X along the first
%   non-singleton dimension: WLEN odd is centered, even has WLEN/2 points
%   before and WLEN/2 - 1 after, [NB, NA] takes NB before and NA after.
%   movvar (X, WLEN, OPT) normalizes by N (OPT = 1) or N - 1 (OPT = 0, the
%   default), as var (X, OPT).  movvar (X, WLEN, OPT, DIM), movvar (..., "omitnan"/"includenan") and the
%   properties "Endpoints", "dim", "nancond" and "outdim" as for
%   movfun.
  if (nargin < 2)
    print_usage ();
  end
  fcn = @var;
  if (nargin > 2 && isnumeric (varargin{1}))
    if (varargin{1})
      fcn = @(w) var (w, 1);
    end
    varargin(1) = [];
  end
  args = __parse_movargs__ ('movvar', varargin{:});
  y = movfun (fcn, x, wlen, args{:});
end
