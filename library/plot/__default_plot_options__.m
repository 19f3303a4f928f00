function options = __default_plot_options__ ()
% -- OPTIONS = __default_plot_options__ ()
%
%     A plot options structure (as `__pltopt__' returns) with every
%     field at its default: key "", color, linestyle, marker and
%     errorstyle [].
%
%     See also: __pltopt__.

  options = struct ('key', '', 'color', [], 'linestyle', [], 'marker', [], ...
                    'errorstyle', []);
end
