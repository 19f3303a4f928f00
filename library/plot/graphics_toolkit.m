function kind = graphics_toolkit (varargin)
% -- NAME = graphics_toolkit ()
% -- NAME = graphics_toolkit (HLIST)
% -- graphics_toolkit (NAME)
% -- graphics_toolkit (HLIST, NAME)
%     The graphics toolkit that draws figures. matc draws every figure
%     itself (what --figures writes), so its one toolkit is 'matc'. Asking
%     for one of Octave's ('qt', 'fltk', 'gnuplot') is accepted and changes
%     nothing, so that programs written for Octave run; any other name is
%     an error.
%
%     See also: available_graphics_toolkits, figure.

  if (nargin > 2)
    print_usage ();
  end
  args = varargin;
  if (! isempty (args) && ! ischar (args{1}))
    if (! all (ishghandle (args{1})))
      error ('graphics_toolkit: invalid figure handle list HLIST');
    end
    args(1) = [];
  end
  if (! isempty (args))
    name = args{1};
    if (! ischar (name))
      error ('graphics_toolkit: invalid use');
    end
    if (! any (strcmp (name, {'matc', 'qt', 'fltk', 'gnuplot'})))
      error ('graphics_toolkit: %s toolkit is not available', name);
    end
  end
  if (nargout > 0 || isempty (args))
    kind = 'matc';
  end
end
