function [slcidx, C, Cpre, Cpost, win] = movslice (N, wlen)
% MOVSLICE  Indices of the moving windows over N points.
%   [SLCIDX, C, CPRE, CPOST, WIN] = movslice (N, WLEN) describes windows of
%   length WLEN over 1:N.  An odd WLEN is centered ((WLEN-1)/2 points each
%   side), an even one has WLEN/2 points before and WLEN/2 - 1 after;
%   WLEN = [NB, NA] takes NB points before and NA after.  WIN is the
%   column of offsets -NB:NA; C the centers whose window fits in 1:N; CPRE
%   and CPOST the centers whose window runs over the start or the end;
%   SLCIDX = C + WIN, one window per column.
  if (nargin ~= 2)
    print_usage ();
  end
  if (~ (isscalar (N) && isnumeric (N) && N == fix (N) && N >= 1))
    error ('movslice: N must be a positive integer');
  end
  if (~ (isnumeric (wlen) && all (wlen(:) >= 0) && all (fix (wlen(:)) == wlen(:))) ...
      || numel (wlen) > 2 || isempty (wlen))
    error ('Octave:invalid-input-arg', ...
           'movslice: WLEN must be a scalar or 2-element array of integers >= 0');
  end
  if (isscalar (wlen) && wlen == 1)
    error ('Octave:invalid-input-arg', 'movslice: WLEN must be > 1');
  end
  if (max (wlen) > N)
    error ('Octave:invalid-input-arg', ...
           'movslice: window length WLEN (%d) must be shorter than length along DIM (%d)', ...
           max (wlen), N);
  end
  if (isscalar (wlen))
    if (mod (wlen, 2) == 1)
      wlen = [(wlen - 1) / 2, (wlen - 1) / 2];
    else
      wlen = [wlen / 2, wlen / 2 - 1];
    end
  end
  Cpre = 1:wlen(1);
  Cpost = (N - wlen(2) + 1):N;
  C = (wlen(1) + 1):(N - wlen(2));
  win = (-wlen(1):wlen(2)).';
  slcidx = C + win;
end
