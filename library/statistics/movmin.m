function y = movmin (x, wlen, varargin)
% MOVMIN  Moving min over windows of length WLEN.
%   Y = movmin (X, WLEN) is min over each window of X along the first
%   non-singleton dimension: WLEN odd is centered, even has WLEN/2 points
%   before and WLEN/2 - 1 after, [NB, NA] takes NB before and NA after.
%   movmin (X, WLEN, DIM), movmin (..., "omitnan"/"includenan") and the
%   properties "Endpoints", "dim", "nancond" and "outdim" as for
%   movfun.
  if (nargin < 2)
    print_usage ();
  end
  args = __parse_movargs__ ('movmin', varargin{:});
  y = movfun (@min, x, wlen, args{:});
end
