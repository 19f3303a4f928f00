function doc = publish_run (doc, opts, name)
  % Runs the sections' code in order, in one workspace of its own, and
  % records each one's printed output and the figures it drew.
  for k = 1:numel (doc.sections)
    doc.sections(k).output = '';
    doc.sections(k).figures = {};
  end
  if (! opts.evalCode)
    return;
  end
  old_figures = findall (0, 'type', 'figure');
  if (opts.useNewFigure)
    figure ('visible', 'off');
  end
  unwind_protect
    doc = run_sections (doc, opts, name);
  unwind_protect_cleanup
    % The figures the script made go; the user's stay.
    for h = setdiff (findall (0, 'type', 'figure'), old_figures).'
      close (h);
    end
  end_unwind_protect
end

function publish__doc = run_sections (publish__doc, publish__opts, publish__name)
  % The script's variables live in this workspace, beside names that
  % start with publish__ (a script is unlikely to use them).
  publish__seen = struct ('handle', {}, 'size', {});
  publish__count = 0;
  if (! isempty (publish__opts.codeToEvaluate))
    evalc (publish__opts.codeToEvaluate);
  end
  for publish__k = 1:numel (publish__doc.sections)
    publish__code = strjoin (publish__doc.sections(publish__k).code, "\n");
    if (isempty (strtrim (publish__code)))
      continue;
    end
    try
      publish__out = evalc (publish__code);
    catch publish__err
      if (! publish__opts.catchError)
        rethrow (publish__err);
      end
      publish__out = sprintf ('error: %s\n', publish__err.message);
    end
    publish__doc.sections(publish__k).output = ...
      publish_limit_lines (publish__out, publish__opts.maxOutputLines);
    [publish__doc.sections(publish__k).figures, publish__seen, publish__count] = ...
      publish_snapshots (publish__seen, publish__count, publish__opts, publish__name);
  end
end
