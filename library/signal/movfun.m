function y = movfun (fcn, x, wlen, varargin)
% MOVFUN  Apply a function to a moving window.
%   Y = movfun (FCN, X, WLEN) applies FCN to the windows of length WLEN
%   along the first non-singleton dimension of X (see movslice for the
%   window of an odd, even or [NB, NA] WLEN).  FCN is called on a matrix
%   with one window per column and must work down the columns; it may
%   return one value per column, or K values per column (as a
%   1-by-columns-by-K array or a row of K*columns values), which become a
%   trailing dimension of Y.
%   Properties:
%     "dim"        the dimension to work along
%     "Endpoints"  "shrink" (default: shorter windows at the ends),
%                  "discard" (drop the outputs whose window does not fit),
%                  "fill" (pad with NaN), a numeric value (pad with it),
%                  "same" (pad with the end value), "periodic" (wrap)
%     "nancond"    "includenan" (default) or "omitnan" (not implemented:
%                  warns and includes NaN, as Octave 7.3 does)
%     "outdim"     which of the K outputs of FCN to keep
  if (nargin < 3)
    print_usage ();
  end
  bc = 'shrink';
  dim = [];
  nancond = 'includenan';
  outdim = [];
  if (mod (numel (varargin), 2) ~= 0)
    error ('movfun: no value given for the last parameter');
  end
  for i = 1:2:numel (varargin)
    name = varargin{i};
    val = varargin{i+1};
    if (~ ischar (name))
      error ('movfun: non-string for Parameter name or Switch');
    end
    switch (lower (name))
      case 'endpoints'
        if (~ ((ischar (val) && any (strcmpi (val, {'shrink', 'discard', 'fill', 'same', 'periodic'}))) ...
               || (isnumeric (val) && isscalar (val))))
          error ('movfun: failed validation of ENDPOINTS. Checked with "@(x) any (strcmpi (x, valid_bc)) || (isnumeric (x) && isscalar (x))"');
        end
        bc = val;
      case 'dim'
        if (~ (isempty (val) || (isscalar (val) && val == fix (val) && val >= 1 && val <= ndims (x))))
          error ('movfun: failed validation of DIM. Checked with "@(d) isempty (d) || (isscalar (d) && isindex (d, ndims (x)))"');
        end
        dim = val;
      case 'nancond'
        if (~ any (strcmpi (val, {'includenan', 'omitnan'})))
          error ('movfun: failed validation of NANCOND. Checked with "@(x) any (strcmpi (x, {"includenan", "omitnan"}))"');
        end
        nancond = val;
      case 'outdim'
        if (~ (isempty (val) || (isvector (val) && all (val == fix (val)) && all (val >= 1))))
          error ('movfun: failed validation of OUTDIM. Checked with "@(d) isempty (d) || (isvector (d) && isindex (d))"');
        end
        outdim = val;
      otherwise
        error ('movfun: argument ''%s'' is not a valid parameter', upper (name));
    end
  end
  szx = size (x);
  if (isempty (dim))
    dim = find (szx > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  end
  N = szx(dim);
  [slc, C, Cpre, Cpost, win] = movslice (N, wlen);
  if (isscalar (wlen))
    wlen = [wlen, wlen];
  end
  if (strcmpi (nancond, 'omitnan'))
    warning ('movfun: "omitnan" is not yet implemented, using "includenan"');
  end
  nd = numel (szx);
  perm = [dim, 1:dim-1, dim+1:nd];
  x = reshape (permute (x, perm), N, []);
  ncols = columns (x);
  if (ischar (bc) && strcmpi (bc, 'discard'))
    C = C - numel (Cpre);
    Cpre = [];
    Cpost = [];
    N = numel (C);
    szx(dim) = N;
  end
  nout = numel (fcn (zeros (numel (win), 1)));
  if (isempty (outdim))
    outdim = 1:nout;
  elseif (max (outdim) > nout)
    error ('Octave:invalid-input-arg', ...
           'movfun: output dimension OUTDIM (%d) is larger than largest available dimension (%d)', ...
           max (outdim), nout);
  end
  y = zeros (N, ncols, numel (outdim));
  for j = 1:ncols
    y(:, j, :) = one_column (fcn, x(:, j), bc, wlen, slc, C, Cpre, Cpost, win, nout, outdim);
  end
  y = reshape (y, [szx(perm), numel(outdim)]);
  y = squeeze (permute (y, [perm, nd+1]));
end

function y = one_column (fcn, x, bc, wlen, slc, C, Cpre, Cpost, win, nout, outdim)
  % The moving results of FCN over one column X: N-by-numel (OUTDIM).
  N = numel (Cpre) + numel (C) + numel (Cpost);
  y = NaN (N, numel (outdim));
  y(C, :) = apply (fcn, x(slc), nout, outdim);
  n = numel (x);
  for ends = {Cpre, Cpost}
    c = ends{1};
    if (isempty (c))
      continue;
    end
    idx = c + win;
    if (isnumeric (bc) || strcmpi (bc, 'fill'))
      if (isnumeric (bc))
        pad = bc;
      else
        pad = NaN;
      end
      % Pad X with WLEN values each side, then index the windows into it.
      xp = [repmat(pad, wlen(1), 1); x; repmat(pad, wlen(2), 1)];
      y(c, :) = apply (fcn, xp(idx + wlen(1)), nout, outdim);
    elseif (strcmpi (bc, 'same'))
      y(c, :) = apply (fcn, x(min (max (idx, 1), n)), nout, outdim);
    elseif (strcmpi (bc, 'periodic'))
      y(c, :) = apply (fcn, x(mod (idx - 1, n) + 1), nout, outdim);
    else
      for k = 1:numel (c)
        w = idx(:, k);
        w = w(w >= 1 & w <= n);
        y(c(k), :) = apply (fcn, x(w), nout, outdim);
      end
    end
  end
end

function r = apply (fcn, w, nout, outdim)
  % FCN on the windows W (one per column), as columns (W)-by-numel (OUTDIM).
  r = fcn (w);
  if (nout > 1)
    r = reshape (r, columns (w), nout);
    r = r(:, outdim);
  else
    r = r(:);
  end
end
