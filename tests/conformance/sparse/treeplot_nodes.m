treeplot ([0 1 1 2 2 3 3]);
h = get (gca, "children"); x = get (h(end), "xdata"), y = get (h(end), "ydata")
get (gca, "xlim"), get (gca, "ylim"), ishold
try, treeplot ([0; 1]), catch e, disp (e.message), end
