function val = odeget (ode_opt, field, default)
% -- VAL = odeget (ODE_OPT, FIELD)
% -- VAL = odeget (ODE_OPT, FIELD, DEFAULT)
%     The value of option FIELD of the ODE options structure ODE_OPT (made
%     by odeset).  An empty value gives DEFAULT (empty when not given).
%     The field name must match exactly.
%
%     See also: odeset.

  if (nargin < 2)
    print_usage ();
  end
  if (nargin < 3)
    default = [];
  end
  validateattributes (ode_opt, {'struct'}, {'nonempty'});
  validateattributes (field, {'char'}, {'nonempty'});
  if (! isfield (ode_opt, field))
    error ('Octave:odeget:InvalidPropName', ...
           'odeget: Unrecognized property name "%s".', field);
  end
  val = ode_opt.(field);
  if (isempty (val))
    val = default;
  end
end
