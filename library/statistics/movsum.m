function y = movsum (x, wlen, varargin)
% MOVSUM  Moving sum over windows of length WLEN.
%   Y = movsum (X, WLEN) is sum over each window of X along the first
%   non-singleton dimension: WLEN odd is centered, even has WLEN/2 points
%   before and WLEN/2 - 1 after, [NB, NA] takes NB before and NA after.
%   movsum (X, WLEN, DIM), movsum (..., "omitnan"/"includenan") and the
%   properties "Endpoints", "dim", "nancond" and "outdim" as for
%   movfun.
  if (nargin < 2)
    print_usage ();
  end
  args = __parse_movargs__ ('movsum', varargin{:});
  y = movfun (@sum, x, wlen, args{:});
end
