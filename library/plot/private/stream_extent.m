function d = stream_extent (xyz)
% D = stream_extent (XYZ): the diagonal of the box around all the
% streamlines of the cell array XYZ (NVERTS-by-3 each; empty ones left
% out), which sizes ribbons and tubes.
  lo = [];
  hi = [];
  for k = 1:numel (xyz)
    if (! isempty (xyz{k}))
      lo = [lo; min(xyz{k}, [], 1)];
      hi = [hi; max(xyz{k}, [], 1)];
    end
  end
  d = norm (max (hi, [], 1) - min (lo, [], 1));
end
