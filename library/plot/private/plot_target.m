function ax = plot_target (ax)
  % The axes to draw into: AX when given, else the current axes.
  if (isempty (ax))
    ax = gca ();
  end
end
