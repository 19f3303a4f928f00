function out = rng (varargin)
% RNG  Set or query the state of the random number generators.
%   rng (SEED) seeds rand and randn with the non-negative scalar SEED, as
%   rand ("state", SEED) and randn ("state", SEED) do (Mersenne Twister).
%   rng (SEED, GENERATOR) with GENERATOR "twister", "v5uniform" (seeds
%   rand's old generator: rand ("seed", SEED)) or "v5normal" (randn's).
%   rng ("shuffle") and rng ("shuffle", GENERATOR) reseed from the clock
%   ("reset"); rng ("default") is the twister with seed 0.
%   S = rng () returns the state as a struct with fields Type, Seed and
%   State ({rand state, randn state}); rng (S) restores it.  With any
%   other call S = rng (...) returns the state from before the call.
  if (nargin > 2)
    print_usage ();
  end
  s = struct ('Type', 'twister', 'Seed', 'Not applicable', ...
              'State', {{rand('state'), randn('state')}});
  if (nargin == 0)
    out = s;
    return;
  end
  a = varargin{1};
  if (isscalar (a) && isnumeric (a) && isreal (a) && a >= 0)
    [s_rand, s_randn] = deal (a);
    gen = check_generator (varargin(2:end));
  elseif (ischar (a) && strcmpi (a, 'shuffle'))
    [s_rand, s_randn] = deal ('reset');
    gen = check_generator (varargin(2:end));
  elseif (ischar (a) && strcmpi (a, 'default') && nargin == 1)
    gen = 'twister';
    [s_rand, s_randn] = deal (0);
  elseif (isstruct (a) && isscalar (a) && nargin == 1)
    if (numel (fieldnames (a)) ~= 3 || ~ all (isfield (a, {'Type', 'Seed', 'State'})))
      error ('rng: input structure requires "Type", "Seed", "State" fields"');
    end
    gen = a.Type;
    if (iscell (a.State))
      [s_rand, s_randn] = deal (a.State{:});
    else
      [s_rand, s_randn] = deal (a.State);
    end
  else
    print_usage ();
  end
  if (isempty (gen))
    gen = s.Type;
  end
  switch (gen)
    case 'twister'
      rand ('state', s_rand);
      randn ('state', s_randn);
    case 'legacy'
      rand ('seed', s_rand);
      randn ('seed', s_randn);
    case 'v5uniform'
      rand ('seed', s_rand);
    case 'v5normal'
      randn ('seed', s_randn);
    otherwise
      error ('rng: invalid GENERATOR: "%s"', gen);
  end
  if (nargout > 0)
    out = s;
  end
end

function gen = check_generator (args)
  % The lower-case generator name of the optional second argument, or ''.
  gen = '';
  if (isempty (args))
    return;
  elseif (~ iscellstr (args))
    error ('rng: GENERATOR must be a string');
  end
  gen = lower (args{1});
  if (any (strcmp (gen, {'simdtwister', 'combrecursive', 'philox', 'threefry', 'multfibonacci', 'v4'})))
    error ('rng: random number generator "%s" is not available in Octave', gen);
  elseif (~ any (strcmp (gen, {'twister', 'v5uniform', 'v5normal'})))
    error ('rng: unknown random number generator "%s"', gen);
  end
end
