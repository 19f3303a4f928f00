function [files, seen, count] = publish_snapshots (seen, count, opts, name)
  % Saves each figure that is new or holds more objects than when last
  % saved, as NAME-COUNT.FORMAT in the output folder.
  files = {};
  figs = sort (findall (0, 'type', 'figure'));
  for k = 1:numel (figs)
    h = figs(k);
    n = numel (findall (h));
    i = find ([seen.handle] == h, 1);
    if (numel (allchild (h)) == 0 || (! isempty (i) && seen(i).size == n))
      continue;
    end
    if (isempty (i))
      i = numel (seen) + 1;
      seen(i).handle = h;
    end
    seen(i).size = n;
    count = count + 1;
    file = sprintf ('%s-%d.%s', name, count, lower (opts.imageFormat));
    print (h, fullfile (opts.outputDir, file), ['-d', lower(opts.imageFormat)]);
    files{end+1} = file;
  end
end
