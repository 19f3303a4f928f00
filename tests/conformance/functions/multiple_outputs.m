function multiple_outputs()
  [mn, mx] = range_of([4 9 1 7])
end
function [lo, hi] = range_of(v)
  lo = min(v);
  hi = max(v);
end
