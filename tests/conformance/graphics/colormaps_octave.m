% jet, hot, hsv, bone, pink, ocean, rainbow, cubehelix, colorcube, lines,
% viridis and turbo at several sizes, with Octave's values.
set(0, "defaultfigurevisible", "off");
names = {"jet", "hot", "hsv", "bone", "pink", "ocean", "rainbow", "cubehelix", ...
         "colorcube", "lines", "viridis", "turbo"};
for k = 1:numel(names)
  f = str2func(names{k});
  printf("%s: %d %d\n", names{k}, size(f()));
  for n = [0 1 2 3 4 5 7 8 9 10 13 16 27 31]
    if (n == 2 && strcmp(names{k}, "ocean"))
      continue;  % Octave 7.3's ocean(2) fails (horizontal dimensions mismatch)
    end
    m = f(n);
    printf("%s(%d) %dx%d:", names{k}, n, rows(m), columns(m));
    printf(" %.6f", m');  % viridis and turbo interpolate: the last bit may differ
    printf("\n");
  end
end
m = jet(64);
printf("%.10f %.10f\n", sum(m), max(abs(diff(m))(:)));
m = cubehelix(10, 0.3, 1, 2, 0.8);
printf(" %.8f", m');
printf("\n");
figure; colormap(jet(20));
printf("%d\n", rows(hot()), rows(viridis()), rows(lines()));
colormap("hot");
printf("%.6f ", colormap()(end-1, :));
printf("\n");
close all
