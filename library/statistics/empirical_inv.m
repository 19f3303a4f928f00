function y = empirical_inv (x, data)
% EMPIRICAL_INV  The inv of the empirical distribution of DATA.
%   empirical_inv (X, DATA) evaluates at X the inv of the discrete
%   distribution that gives each element of the vector DATA the same
%   probability (see discrete_inv).
  if (nargin ~= 2)
    print_usage ();
  end
  if (~ isvector (data))
    error ('empirical_inv: DATA must be a vector');
  end
  y = discrete_inv (x, data, ones (size (data)));
end
