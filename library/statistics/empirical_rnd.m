function r = empirical_rnd (data, varargin)
% EMPIRICAL_RND  Bootstrap sample: random draws from the elements of DATA.
%   empirical_rnd (DATA) is an array of the size of DATA of elements drawn
%   from the vector DATA with equal probabilities; empirical_rnd (DATA, N),
%   (DATA, M, N, ...) and (DATA, [M N ...]) give other sizes.
  if (nargin < 1)
    print_usage ();
  end
  if (~ isvector (data))
    error ('empirical_rnd: DATA must be a vector');
  end
  r = discrete_rnd (data, ones (size (data)), varargin{:});
end
