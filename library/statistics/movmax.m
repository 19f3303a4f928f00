function y = movmax (x, wlen, varargin)
% MOVMAX  Moving max over windows of length WLEN.
%   Y = movmax (X, WLEN) is max over each window of X along the first
%   non-singleton dimension: WLEN odd is centered, even has WLEN/2 points
%   before and WLEN/2 - 1 after, [NB, NA] takes NB before and NA after.
%   movmax (X, WLEN, DIM), movmax (..., "omitnan"/"includenan") and the
%   properties "Endpoints", "dim", "nancond" and "outdim" as for
%   movfun.
  if (nargin < 2)
    print_usage ();
  end
  args = __parse_movargs__ ('movmax', varargin{:});
  y = movfun (@max, x, wlen, args{:});
end
