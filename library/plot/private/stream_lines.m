function xyz = stream_lines (name, g, F, seeds, stepsize, max_vertices)
% XYZ = stream_lines (NAME, G, F, SEEDS, STEPSIZE, MAX_VERTICES): the
% streamlines of stream2 and stream3.  G{d} is the grid along dimension
% d (increasing), F{d} the field's components, SEEDS one start point a
% row.  Each line is traced in cell coordinates (stream_trace) and mapped
% back to the grid piecewise linearly; a seed outside the grid gives [].
  D = numel (g);
  d = cell (1, D);
  t = cell (1, D);
  for k = 1:D
    d{k} = diff (g{k});
    if (any (d{k} <= 0) || any (isnan (d{k})))
      error ('%s: non-monotonically increasing or NaN values found in mesh', name);
    end
    t{k} = [1 ./ d{k}, 0];   % the last grid line has no cell of its own
    d{k} = [d{k}, 0];
  end
  nseeds = rows (seeds);
  xyz = cell (1, nseeds);
  for s = 1:nseeds
    p = zeros (1, D);
    inside = true;
    for k = 1:D
      c = find (diff (g{k} <= seeds(s, k)), 1);
      if (g{k}(end) == seeds(s, k))
        c = numel (g{k});
      end
      if (isempty (c))
        inside = false;
        break;
      end
      p(k) = (c - 1) + (seeds(s, k) - g{k}(c)) * t{k}(c);
    end
    if (! inside)
      xyz{s} = [];
      continue;
    end
    C = stream_trace (F, t, p, stepsize, max_vertices);
    line = zeros (size (C));
    for k = 1:D
      c = floor (C(:, k));
      line(:, k) = g{k}(c + 1).' + (C(:, k) - c) .* d{k}(c + 1).';
    end
    xyz{s} = line;
  end
end
