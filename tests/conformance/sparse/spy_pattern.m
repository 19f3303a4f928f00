spy (sparse ([1 0 2; 0 3 0]));
h = get (gca, "children"); get (h, "xdata"), get (h, "ydata")
get (gca, "ydir"), get (gca, "xlim"), get (gca, "ylim"), get (get (gca, "xlabel"), "string")
spy ([1 1; 0 1], 5); h = get (gca, "children"); get (h, "markersize")
try, spy (1, {}), catch e, disp (e.message), end
