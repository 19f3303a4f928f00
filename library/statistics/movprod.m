function y = movprod (x, wlen, varargin)
% MOVPROD  Moving prod over windows of length WLEN.
%   Y = movprod (X, WLEN) is prod over each window of X along the first
%   non-singleton dimension: WLEN odd is centered, even has WLEN/2 points
%   before and WLEN/2 - 1 after, [NB, NA] takes NB before and NA after.
%   movprod (X, WLEN, DIM), movprod (..., "omitnan"/"includenan") and the
%   properties "Endpoints", "dim", "nancond" and "outdim" as for
%   movfun.
  if (nargin < 2)
    print_usage ();
  end
  args = __parse_movargs__ ('movprod', varargin{:});
  y = movfun (@prod, x, wlen, args{:});
end
