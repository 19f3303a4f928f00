function y = empirical_cdf (x, data)
% EMPIRICAL_CDF  The cdf of the empirical distribution of DATA.
%   empirical_cdf (X, DATA) evaluates at X the cdf of the discrete
%   distribution that gives each element of the vector DATA the same
%   probability (see discrete_cdf).
  if (nargin ~= 2)
    print_usage ();
  end
  if (~ isvector (data))
    error ('empirical_cdf: DATA must be a vector');
  end
  y = discrete_cdf (x, data, ones (size (data)));
end
