function y = movmedian (x, wlen, varargin)
% MOVMEDIAN  Moving median over windows of length WLEN.
%   Y = movmedian (X, WLEN) is median over each window of X along the first
%   non-singleton dimension: WLEN odd is centered, even has WLEN/2 points
%   before and WLEN/2 - 1 after, [NB, NA] takes NB before and NA after.
%   movmedian (X, WLEN, DIM), movmedian (..., "omitnan"/"includenan") and the
%   properties "Endpoints", "dim", "nancond" and "outdim" as for
%   movfun.
  if (nargin < 2)
    print_usage ();
  end
  args = __parse_movargs__ ('movmedian', varargin{:});
  y = movfun (@median, x, wlen, args{:});
end
