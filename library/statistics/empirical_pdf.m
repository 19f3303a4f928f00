function y = empirical_pdf (x, data)
% EMPIRICAL_PDF  The pdf of the empirical distribution of DATA.
%   empirical_pdf (X, DATA) evaluates at X the pdf of the discrete
%   distribution that gives each element of the vector DATA the same
%   probability (see discrete_pdf).
  if (nargin ~= 2)
    print_usage ();
  end
  if (~ isvector (data))
    error ('empirical_pdf: DATA must be a vector');
  end
  vals = unique (data);
  if (numel (vals) ~= numel (data))
    p = histc (data, vals);
    data = vals;
  else
    p = ones (size (data));
  end
  y = discrete_pdf (x, data, p);
end
