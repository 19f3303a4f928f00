% graphics_toolkit: asking for Octave's toolkits is accepted (the name
% matc reports, 'matc', is its own, so only its class is printed).
k = graphics_toolkit(); disp(ischar(k))
graphics_toolkit('gnuplot');
graphics_toolkit(gcf(), 'gnuplot');
disp(class(available_graphics_toolkits()))
try, graphics_toolkit('foo'), catch e, disp(e.message), end
try, graphics_toolkit(-7, 'gnuplot'), catch e, disp(e.message), end
