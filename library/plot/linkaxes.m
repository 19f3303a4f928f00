function linkaxes (hax, opt)
  % LINKAXES  Give axes the same limits: linkaxes (hax), linkaxes (hax, opt)
  %   with opt "xy" (the default), "x", "y" or "off". The limits of the
  %   first axes are copied to the others now; no later change propagates
  %   (matc's figures have no listeners), and "off" does nothing.
  if (nargin < 1 || nargin > 2)
    print_usage ();
  end
  if (nargin < 2)
    opt = "xy";
  end
  if (! ischar (opt))
    error ("linkaxes: OPT must be a string");
  end
  hax = hax(:)';
  for h = hax
    if (! isaxes (h))
      error ("linkaxes: HAX must be a vector of axes handles");
    end
  end
  switch (lower (opt))
    case "off"
      return;
    case {"x", "y", "xy", "yx"}
    otherwise
      error ("linkaxes: OPT must be \"x\", \"y\", \"xy\" or \"off\"");
  end
  for a = "xy"
    if (any (lower (opt) == a))
      lim = get (hax(1), [a "lim"]);
      for h = hax(2:end)
        set (h, [a "lim"], lim);
      end
    end
  end
end
