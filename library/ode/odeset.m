function opts = odeset (varargin)
% -- ODESTRUCT = odeset ()
% -- ODESTRUCT = odeset ("FIELD1", VALUE1, "FIELD2", VALUE2, ...)
% -- ODESTRUCT = odeset (OLDSTRUCT, "FIELD1", VALUE1, ...)
% -- ODESTRUCT = odeset (OLDSTRUCT, NEWSTRUCT)
% -- odeset ()
%     Create or modify an options structure for the ODE solvers (ode45,
%     ode23, ode23s, ode15s, ode15i, decic).
%
%     Option names are matched without regard to case.  Structures among
%     the arguments contribute all their fields, in order, and later
%     values replace earlier ones.  An unknown option is kept, with a
%     warning.  Without arguments and outputs, odeset lists the options
%     and their defaults.
%
%     The options: AbsTol, BDF, Events, InitialSlope, InitialStep,
%     Jacobian, JConstant, JPattern, Mass, MassSingular, MaxOrder,
%     MaxStep, MStateDependence, MvPattern, NonNegative, NormControl,
%     OutputFcn, OutputSel, Refine, RelTol, Stats, Vectorized.
%
%     See also: odeget, ode45, ode23, ode23s, ode15s, ode15i.

  known = {'AbsTol', 'BDF', 'Events', 'InitialSlope', 'InitialStep', ...
           'JConstant', 'JPattern', 'Jacobian', 'MStateDependence', ...
           'Mass', 'MassSingular', 'MaxOrder', 'MaxStep', 'MvPattern', ...
           'NonNegative', 'NormControl', 'OutputFcn', 'OutputSel', ...
           'Refine', 'RelTol', 'Stats', 'Vectorized'};
  if (nargin == 0 && nargout == 0)
    list_options ();
    return;
  end

  % The name/value pairs the arguments give, structures spelled out.
  names = {};
  values = {};
  k = 1;
  while (k <= nargin)
    arg = varargin{k};
    if (isstruct (arg))
      fields = fieldnames (arg);
      for j = 1:numel (fields)
        names{end+1} = fields{j};
        values{end+1} = arg.(fields{j});
      end
      k = k + 1;
    elseif (ischar (arg))
      if (k == nargin)
        if (any (strcmpi (arg, known)))
          error ('varargin(%d): out of bound %d (dimensions are 1x%d)', ...
                 k + 1, nargin, nargin);
        end
        error ('argument ''%s'' is not a valid parameter', upper (arg));
      end
      names{end+1} = arg;
      values{end+1} = varargin{k+1};
      k = k + 2;
    else
      error ('non-string for Parameter name or Switch');
    end
  end

  % Options given come first, in the order given; the rest follow sorted,
  % then the unknown ones, sorted.
  opts = struct ();
  extra = struct ();
  for k = 1:numel (names)
    j = find (strcmpi (names{k}, known), 1);
    if (isempty (j))
      extra.(names{k}) = values{k};
    else
      opts.(known{j}) = values{k};
    end
  end
  for j = 1:numel (known)
    if (! isfield (opts, known{j}))
      opts.(known{j}) = [];
    end
  end
  unknown = sort (fieldnames (extra));
  for k = 1:numel (unknown)
    warning ('Octave:invalid-input-arg', 'odeset: unknown option "%s"\n', ...
             unknown{k});
    opts.(unknown{k}) = extra.(unknown{k});
  end
end

function list_options ()
  disp ('List of the most common ODE solver options.');
  disp ('Default values are in square brackets.');
  disp ('');
  table = {'AbsTol', 'scalar or vector, >0, [1e-6]'; ...
          'BDF', 'binary, {["off"], "on"}'; ...
          'Events', 'function_handle, []'; ...
          'InitialSlope', 'vector, []'; ...
          'InitialStep', 'scalar, >0, []'; ...
          'Jacobian', 'matrix or function_handle, []'; ...
          'JConstant', 'binary, {["off"], "on"}'; ...
          'JPattern', 'sparse matrix, []'; ...
          'Mass', 'matrix or function_handle, []'; ...
          'MassSingular', 'switch, {["maybe"], "no", "yes"}'; ...
          'MaxOrder', 'switch, {[5], 1, 2, 3, 4, }'; ...
          'MaxStep', 'scalar, >0, []'; ...
          'MStateDependence', 'switch, {["weak"], "none", "strong"}'; ...
          'MvPattern', 'sparse matrix, []'; ...
          'NonNegative', 'vector of integers, []'; ...
          'NormControl', 'binary, {["off"], "on"}'; ...
          'OutputFcn', 'function_handle, []'; ...
          'OutputSel', 'scalar or vector, []'; ...
          'Refine', 'scalar, integer, >0, []'; ...
          'RelTol', 'scalar, >0, [1e-3]'; ...
          'Stats', 'binary, {["off"], "on"}'; ...
          'Vectorized', 'binary, {["off"], "on"}'};
  for k = 1:rows (table)
    printf ('%19s:  %s\n', table{k, 1}, table{k, 2});
  end
end
