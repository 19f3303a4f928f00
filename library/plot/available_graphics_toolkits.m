function toolkits = available_graphics_toolkits ()
% -- TOOLKITS = available_graphics_toolkits ()
%     The graphics toolkits that can draw figures: matc's own.
%
%     See also: graphics_toolkit.

  toolkits = {'matc'};
end
