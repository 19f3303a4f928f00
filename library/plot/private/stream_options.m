function [stepsize, max_vertices] = stream_options (name, options)
% [STEPSIZE, MAX_VERTICES] = stream_options (NAME, OPTIONS): the checked
% options [STEPSIZE, MAX_VERTICES] of stream2 and stream3 (defaults 0.1
% and 10000).
  stepsize = 0.1;
  max_vertices = 10000;
  if (! isempty (options))
    if (numel (options) > 2)
      error ('%s: OPTIONS must be a 1- or 2-element vector', name);
    end
    stepsize = options(1);
    if (numel (options) == 2)
      max_vertices = options(2);
    end
    % Octave's stream3 names stream2 in these two messages.
    if (! isreal (stepsize) || stepsize == 0)
      error ('stream2: STEPSIZE must be a real scalar != 0');
    end
    if (! isreal (max_vertices) || max_vertices < 1)
      error ('stream2: MAX_VERTICES must be an integer > 0');
    end
    max_vertices = fix (max_vertices);
  end
end
