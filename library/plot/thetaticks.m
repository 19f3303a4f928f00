function tickval = thetaticks (varargin)
% -- TICKVAL = thetaticks
% -- thetaticks (TICKVAL)
% -- ... = thetaticks (HAX, ...)
%
%     Query or set the angles (in degrees) of the spokes of a `polar'
%     plot: the "ttick" property of the current axes (or of HAX).
%     TICKVAL need not be ascending.  Requesting an output while setting
%     is an error, and the ticks have no mode (Octave has no polaraxes
%     objects).
%
%     See also: rticks, xticks, yticks, zticks, polar.

  [val, query] = polar_ticks ('thetaticks', 'ttick', nargout, varargin);
  if (query)
    tickval = val;
  end
end
