function opts = ode_options (solver, user, n, t0, tf, ignored)
% The options of ODE solver SOLVER for N equations on [T0, TF]: the
% defaults, replaced by the non-empty fields of USER (an odeset struct)
% after validating them.  The options named in IGNORED are left out.

  % Name, default, classes (or 'char' for a keyword), attributes or keywords.
  spec = {
    'AbsTol',           1e-6,                 {'float'},                {'real', 'vector', 'positive'}
    'BDF',              'off',                'char',                   {'on', 'off'}
    'Events',           [],                   {'function_handle'},      {}
    'InitialSlope',     zeros(n, 1),          {'float'},                {'real', 'vector', 'numel', n}
    'InitialStep',      [],                   {'float'},                {'positive', 'scalar'}
    'Jacobian',         [],                   {'float', 'function_handle', 'cell'}, {}
    'JConstant',        'off',                'char',                   {'on', 'off'}
    'JPattern',         [],                   {'float'},                {}
    'Mass',             [],                   {'float', 'function_handle'}, {}
    'MassSingular',     'maybe',              'char',                   {'no', 'maybe', 'yes'}
    'MaxOrder',         5,                    {'float'},                {'>=', 0, '<=', 5, 'integer'}
    'MaxStep',          0.1 * abs(tf - t0),   {'float'},                {'positive', 'scalar', 'real'}
    'MStateDependence', 'weak',               'char',                   {'weak', 'strong', 'none'}
    'MvPattern',        [],                   {'float'},                {}
    'NonNegative',      [],                   {'float'},                {'vector', 'integer', 'positive'}
    'NormControl',      'off',                'char',                   {'on', 'off'}
    'OutputFcn',        [],                   {'function_handle'},      {}
    'OutputSel',        [],                   {'float'},                {'vector', 'integer', 'positive', '>', 0, '<=', n}
    'Refine',           1,                    {'float'},                {'scalar', '>', 0, 'integer'}
    'RelTol',           1e-3,                 {'float'},                {'scalar', 'positive', 'real'}
    'Stats',            'off',                'char',                   {'on', 'off'}
    'Vectorized',       'off',                'char',                   {'on', 'off'}
  };
  opts = struct ();
  for k = 1:rows (spec)
    [key, value, classes, attrs] = spec{k, :};
    if (any (strcmp (key, ignored)))
      continue;
    end
    if (isfield (user, key) && ! isempty (user.(key)))
      given = user.(key);
      if (! ischar (classes))
        validateattributes (given, classes, attrs, solver, key);
      elseif (ischar (given))
        validatestring (given, attrs, solver, key);
      else
        error ('Octave:invalid-input-arg', ...
               '%s: invalid value assigned to field ''%s''', solver, key);
      end
      value = given;
    end
    opts.(key) = value;
  end
end
