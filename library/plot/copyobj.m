function hnew = copyobj (horig, hparent)
% -- HNEW = copyobj (HORIG)
% -- HNEW = copyobj (HORIG, HPARENT)
%
%     Copy the graphics objects HORIG, with their descendants, under the
%     root, figure, axes or hggroup HPARENT.  Several objects and one
%     parent: all go under it; one object and several parents: each
%     parent gets a copy; otherwise HORIG(k) goes under HPARENT(k).  The
%     current figure stays what it was.
%
%     See also: hdl2struct, struct2hdl.

  if (nargin < 1 || nargin > 2)
    print_usage ();
  end
  if (nargin < 2)
    hparent = 0;
  end
  if (isempty (horig) || ! all (ishghandle (horig(:))))
    print_usage ();
  end
  if (! all (ishghandle (hparent(:))))
    % A number that is not a handle names the figure to copy into.
    hparent = figure (fix (hparent));
  end
  for hp = hparent(:).'
    if (! any (strcmpi (get (hp, "type"), {"root", "figure", "axes", "hggroup"})))
      print_usage ();
    end
  end
  if (numel (horig) != numel (hparent) && ! isscalar (hparent) && ! isscalar (horig))
    error ("copyobj: size of HORIG and HPARENT must match, or one must be a scalar");
  end
  order = {"root", "figure", "axes", "hggroup", "line", "patch", "surface", ...
           "image", "text", "uicontrol"};
  n = max (numel (horig), numel (hparent));
  pick = @(v, k) v(min (k, numel (v)));
  for k = 1:n
    kid = get (pick (horig, k), "type");
    par = get (pick (hparent, k), "type");
    kr = find (strcmp (order, kid));
    if (! isempty (kr) && kr <= find (strcmp (order, par)))
      error ("copyobj: %s object can't be a child of %s", kid, par);
    end
  end
  cf = gcf ();
  ca = get (cf, "currentaxes");
  hnew = zeros (size (horig));
  if (isscalar (horig))
    hnew = zeros (size (hparent));
  end
  s = [];
  for k = 1:n
    if (k == 1 || ! isscalar (horig))
      s = hdl2struct (pick (horig, k));
    end
    if (nargin < 2)
      hnew(k) = struct2hdl (s);
    else
      hnew(k) = struct2hdl (s, pick (hparent, k));
    end
  end
  set (0, "currentfigure", cf);
  if (! isempty (ca) && ancestor (hnew(1), "figure") == cf)
    set (cf, "currentaxes", ca);
  end
end
