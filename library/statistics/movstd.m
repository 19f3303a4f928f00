function y = movstd (x, wlen, varargin)
% MOVSTD  Moving std over windows of length WLEN.
%   Y = movstd (X, WLEN) is std over each window of X along the first
%   non-singleton dimension: WLEN odd is centered, even has WLEN/2 points
%   before and WLEN/2 - 1 after, [NB, NA] takes NB before and NA after.
%   movstd (X, WLEN, DIM), movstd (..., "omitnan"/"includenan") and the
%   properties "Endpoints", "dim", "nancond" and "outdim" as for
%   movfun.
  if (nargin < 2)
    print_usage ();
  end
  args = __parse_movargs__ ('movstd', varargin{:});
  y = movfun (@std, x, wlen, args{:});
end
