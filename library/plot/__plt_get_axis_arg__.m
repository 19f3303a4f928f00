function [h, varargin, narg] = __plt_get_axis_arg__ (caller, varargin)
% -- [H, VARARGIN, NARG] = __plt_get_axis_arg__ (CALLER, VARARGIN)
%
%     The axes a plot command's arguments name, and the arguments
%     without it.  A first argument that is a graphics handle other than
%     the root or a figure must be an axes (else an error naming
%     CALLER): H is it and it is taken out (a legend's axes stays in).
%     Otherwise the last "parent" property (any case) is looked at: its
%     value must be a graphics handle; an axes is H and the pair is
%     taken out, anything else (an hggroup, a figure) gives H = [its
%     axes, it] and the pair stays.  NARG is the number of arguments
%     left.
%
%     See also: plot, newplot, gca.

  h = [];
  first = [];
  if (! isempty (varargin))
    first = varargin{1};
  end
  if (isnumeric (first) && isscalar (first) && ishghandle (first) ...
      && first != 0 && ! isfigure (first))
    if (! isaxes (first))
      error ('%s: first argument must be axes handle', caller);
    end
    if (! is_legend (first))
      h = first;
      varargin(1) = [];
    end
  elseif (numel (varargin) > 1)
    k = [];
    for i = 1:numel (varargin)
      if (ischar (varargin{i}) && strcmpi (varargin{i}, 'parent'))
        k = i;
      end
    end
    if (! isempty (k))
      if (k == numel (varargin) || ! all (ishghandle (varargin{k+1})))
        error ('%s: "parent" value must be an axes handle', caller);
      end
      parent = varargin{k+1};
      if (isaxes (parent) && ! is_legend (parent))
        h = parent;
        varargin(k:k+1) = [];
      else
        h = [ancestor(parent, 'axes'), parent];
      end
    end
  end
  narg = numel (varargin);
end

function tf = is_legend (ax)
  tf = strcmp (get (ax, 'tag'), 'legend');
end
