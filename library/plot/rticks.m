function tickval = rticks (varargin)
% -- TICKVAL = rticks
% -- rticks (TICKVAL)
% -- ... = rticks (HAX, ...)
%
%     Query or set the ticks of the radius of a `polar' plot: the
%     "rtick" property of the current axes (or of HAX).  TICKVAL need
%     not be ascending.  Requesting an output while setting is an error,
%     and the ticks have no mode (Octave has no polaraxes objects).
%
%     See also: thetaticks, xticks, yticks, zticks, polar.

  [val, query] = polar_ticks ('rticks', 'rtick', nargout, varargin);
  if (query)
    tickval = val;
  end
end
