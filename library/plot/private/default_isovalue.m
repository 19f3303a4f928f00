function isoval = default_isovalue (v)
% ISOVAL = default_isovalue (V): the isovalue of isosurface and isocaps
% when none is given: the middle one of the well-filled bins of V's
% histogram (100 bins over at most about 10,000 samples), leaving out the
% first two bins when they hold a background.
  data = v(:);
  if (numel (data) > 20000)
    data = data(1:floor (numel (data) / 10000):end);
  end
  nbins = 100;
  [count, centers] = hist (data, nbins);
  if (any (count(1:2) > 10 * numel (data) / nbins))
    count(1:2) = [];
    centers(1:2) = [];
  end
  sparse_bins = count < max (count) / 50;
  if (nnz (sparse_bins) < 0.9 * nbins)
    centers(sparse_bins) = [];
  end
  isoval = centers(floor (numel (centers) / 2));
end
