function y = movmean (x, wlen, varargin)
% MOVMEAN  Moving mean over windows of length WLEN.
%   Y = movmean (X, WLEN) is mean over each window of X along the first
%   non-singleton dimension: WLEN odd is centered, even has WLEN/2 points
%   before and WLEN/2 - 1 after, [NB, NA] takes NB before and NA after.
%   movmean (X, WLEN, DIM), movmean (..., "omitnan"/"includenan") and the
%   properties "Endpoints", "dim", "nancond" and "outdim" as for
%   movfun.
  if (nargin < 2)
    print_usage ();
  end
  args = __parse_movargs__ ('movmean', varargin{:});
  y = movfun (@mean, x, wlen, args{:});
end
