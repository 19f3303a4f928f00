function varargout = spparms (varargin)
% -- spparms ()
% -- VALS = spparms ()
% -- [KEYS, VALS] = spparms ()
% -- VAL = spparms (KEY)
% -- spparms (VALS)
% -- spparms ("default")
% -- spparms ("tight")
% -- spparms (KEY, VAL)
%     Query or set the parameters of the sparse solvers.  There are 13,
%     each a number, kept for the rest of the session:
%
%       spumoni  printing level of the solvers' debugging output (0)
%       ths_rel, ths_abs, exact_d, supernd, rreduce, wh_frac
%                for compatibility, not used (1, 1, 0, 3, 3, 0.5)
%       autommd, autoamd  reorder for sparsity in LU, QR, \ and / (1, 1)
%       piv_tol  UMFPACK pivot tolerance (0.1)
%       bandden  density from which a banded matrix is treated as banded (0.5)
%       umfpack  use UMFPACK for LU, \ and / (1)
%       sym_tol  pivot tolerance of the symmetric solvers (0.001)
%
%     Without arguments and outputs the settings are printed.  VALS sets
%     the first numel (VALS) of them in this order; "default" restores the
%     defaults and "tight" asks the minimum-degree orderings for sparser
%     factors.  Keys are matched without regard to case when queried.
%
%     See also: matrix_type.

  persistent vals;
  keys = {'spumoni', 'ths_rel', 'ths_abs', 'exact_d', 'supernd', ...
          'rreduce', 'wh_frac', 'autommd', 'autoamd', 'piv_tol', ...
          'bandden', 'umfpack', 'sym_tol'};
  defaults = [0 1 1 0 3 3 0.5 1 1 0.1 0.5 1 0.001]';
  if (isempty (vals))
    vals = defaults;
  end
  if (nargin > 2)
    error ('spparms: too many input arguments');
  end
  if (nargout > 2)
    error ('spparms: too many output arguments');
  end

  if (nargin == 0)
    if (nargout == 0)
      for k = 1:numel (keys)
        printf ('%s: %s\n', keys{k}, shortg (vals(k)));
      end
    elseif (nargout == 1)
      varargout = {vals};
    else
      varargout = {char(keys), vals};
    end
  elseif (nargin == 1)
    arg = varargin{1};
    if (ischar (arg))
      key = lower (arg);
      if (strcmp (key, 'default'))
        vals = defaults;
      elseif (strcmp (key, 'tight'))
        vals(3:6) = [0 1 1 1];
      else
        k = find (strcmp (key, keys));
        if (isempty (k))
          error ('spparms: KEY not recognized');
        end
        varargout = {vals(k)};
      end
    elseif (isnumeric (arg) || islogical (arg))
      if (numel (arg) > numel (keys))
        error ('spparms: too many elements in vector VALS');
      end
      vals(1:numel (arg)) = real (double (arg(:)));
    else
      error ('spparms: input must be a string or a vector');
    end
  else
    [key, val] = varargin{:};
    if (! ischar (key))
      error ('spparms: first argument must be a string');
    end
    if (! (isnumeric (val) || islogical (val)) || isempty (val))
      error ('spparms: second argument must be a real scalar');
    end
    k = find (strcmp (key, keys));
    if (isempty (k))
      error ('spparms: KEY not found');
    end
    vals(k) = real (double (val(1)));
  end
end

function s = shortg (v)
  % The way a C++ stream prints a double: %g with lower-case nan and inf.
  if (isnan (v))
    s = 'nan';
  elseif (isinf (v))
    s = 'inf';
    if (v < 0)
      s = '-inf';
    end
  else
    s = sprintf ('%g', v);
  end
end
