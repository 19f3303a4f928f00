function y = movmad (x, wlen, varargin)
% MOVMAD  Moving mean absolute deviation (mad) over windows of length WLEN.
%   Y = movmad (X, WLEN) is mad over each window of X along the first
%   non-singleton dimension: WLEN odd is centered, even has WLEN/2 points
%   before and WLEN/2 - 1 after, [NB, NA] takes NB before and NA after.
%   movmad (X, WLEN, DIM), movmad (..., "omitnan"/"includenan") and the
%   properties "Endpoints", "dim", "nancond" and "outdim" as for
%   movfun.
  if (nargin < 2)
    print_usage ();
  end
  args = __parse_movargs__ ('movmad', varargin{:});
  y = movfun (@mad, x, wlen, args{:});
end
