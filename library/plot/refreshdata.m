function refreshdata (h, workspace)
% -- refreshdata ()
% -- refreshdata (H)
% -- refreshdata (H, WORKSPACE)
%     Reread the data of the plotted objects of the figures H (a vector or
%     cell array of figure handles; the current figure by default) from
%     their data sources: for every object with a property such as
%     "YDataSource" that is not empty, that expression is evaluated in
%     WORKSPACE ("base", the default, or "caller") and the result set as
%     the data property ("YData").
%
%     See also: evalin, findall.

  if (nargin == 0)
    h = gcf ();
  elseif (iscell (h))
    h = [h{:}];
  end
  if (nargin > 0 && ! all (isfigure (h)))
    error ('refreshdata: H must be a list of figure handles');
  end
  if (nargin < 2)
    workspace = 'base';
  elseif (! ischar (workspace) || ! any (strcmpi (workspace, {'base', 'caller'})))
    error ('refreshdata: WORKSPACE must be "base" or "caller"');
  else
    workspace = lower (workspace);
  end
  h = findall (h);
  for k = 1:numel (h)
    props = get (h(k));
    names = fieldnames (props);
    names = names(! cellfun (@isempty, regexp (names, 'datasource$', 'once')));
    for j = 1:numel (names)
      expr = props.(names{j});
      if (isempty (expr))
        continue;
      end
      % (the engine's evalin takes its workspace only as a literal)
      if (strcmp (workspace, 'caller'))
        val = evalin ('caller', expr);
      else
        val = evalin ('base', expr);
      end
      set (h(k), names{j}(1:end - 6), val);
    end
  end
end
