function [x, fval, exitflag, output] = fminsearch (varargin)
% -- X = fminsearch (FUN, X0)
% -- X = fminsearch (FUN, X0, OPTIONS)
% -- X = fminsearch (FUN, X0, OPTIONS, FUN_ARG1, FUN_ARG2, ...)
% -- X = fminsearch (PROBLEM)
% -- [X, FVAL, EXITFLAG, OUTPUT] = fminsearch (...)
%     Find a local minimum of the function FUN of several variables with
%     the Nelder-Mead simplex method, starting from X0.  No derivatives
%     are needed.
%
%     FUN is called as FUN (X, FUN_ARG1, ...) with X of the shape of X0.
%     OPTIONS (from optimset) may set TolX and TolFun (both 1e-4: the
%     search stops when the simplex is that small, relative to its best
%     vertex, and its function values that close), MaxIter and
%     MaxFunEvals (both 200 * numel (X0)), Display ("iter", "final",
%     "notify" (default) or "off"), FunValCheck ("on" errors on complex,
%     NaN or Inf values) and OutputFcn.  PROBLEM is a structure with fields
%     objective, x0, solver ("fminsearch") and options.
%
%     FVAL is FUN (X).  EXITFLAG is 1 when the tolerances were met, 0 when
%     an iteration or evaluation limit was hit, -1 when OutputFcn stopped
%     the search.  OUTPUT has fields iterations, funcCount, algorithm and
%     message.
%
%     The simplex starts regular, with sides of max (norm (X0, Inf), 1);
%     each iteration reflects the worst vertex through the centroid of the
%     others, expands the reflection when it is the best point so far,
%     contracts towards the centroid when the reflection is no better
%     than the second worst vertex, and otherwise shrinks the simplex
%     towards its best vertex (Nelder and Mead, Computer Journal 7, 1965;
%     the variant of Higham's "nmsmax").
%
%     See also: fminbnd, fminunc, optimset.

  if (nargin < 1)
    print_usage ();
  end
  if (nargin == 1 && ischar (varargin{1}) && strcmp (varargin{1}, 'defaults'))
    x = struct ('Display', 'notify', 'FunValCheck', 'off', ...
                'MaxFunEvals', [], 'MaxIter', [], 'OutputFcn', [], ...
                'TolFun', 1e-4, 'TolX', 1e-4);
    return;
  end
  args = {};
  if (nargin == 1)
    problem = varargin{1};
    if (! isstruct (problem))
      error ('fminsearch: PROBLEM must be a structure');
    end
    fun = problem.objective;
    x0 = problem.x0;
    if (! strcmp (problem.solver, 'fminsearch'))
      error ('fminsearch: problem.solver must be set to "fminsearch"');
    end
    options = [];
    if (isfield (problem, 'options'))
      options = problem.options;
    end
  else
    fun = varargin{1};
    x0 = varargin{2};
    options = [];
    if (nargin > 2)
      options = varargin{3};
      args = varargin(4:end);
    end
  end
  if (ischar (fun))
    fun = str2func (fun);
  end
  if (isempty (options))
    options = struct ();
  end
  [x, exitflag, output] = nelder_mead (fun, x0, options, args);
  if (nargout > 1)
    fval = feval (fun, x);
  end
end

function [x, exitflag, output] = nelder_mead (fun, x, options, args)
  n = numel (x);
  tolx = optimget (options, 'TolX', 1e-4);
  tolf = optimget (options, 'TolFun', 1e-4);
  maxfev = optimget (options, 'MaxFunEvals', 200 * n);
  maxiter = optimget (options, 'MaxIter', 200 * n);
  switch (optimget (options, 'Display', 'notify'))
    case 'iter'
      display = 3;
    case 'final'
      display = 2;
    case 'notify'
      display = 1;
    otherwise
      display = 0;
  end
  outfcn = optimget (options, 'OutputFcn');
  if (strcmpi (optimget (options, 'FunValCheck', 'off'), 'on'))
    f = @(x) checked_value (fun, x, args);
  else
    f = @(x) real (fun (x, args{:}));
  end

  % The simplex: vertex j in V(:, j), its value in fv(j).
  x0 = x(:);
  V = repmat (x0, 1, n + 1);
  fv = zeros (n + 1, 1);
  fv(1) = f (x);
  best_old = fv(1);
  nf = 1;
  if (display == 3)
    printf ('f(x0) = %9.4e\n', fv(1));
  end
  % A regular simplex with sides of length SCALE, X0 a vertex.
  scale = max (norm (x0, Inf), 1);
  along = scale / (n * sqrt (2)) * (sqrt (n + 1) - 1 + n);
  across = scale / (n * sqrt (2)) * (sqrt (n + 1) - 1);
  V(:, 2:n+1) = (x0 + across) * ones (1, n);
  for j = 2:n+1
    V(j-1, j) = x0(j-1) + along;
    x(:) = V(:, j);
    fv(j) = f (x);
  end
  nf = nf + n;
  [V, fv] = best_first (V, fv);
  how = 'initial  ';

  exitflag = 0;
  msg = '';
  if (! isempty (outfcn))
    state = struct ('iteration', 0, 'funccount', nf, 'fval', fv(1), 'procedure', how);
    if (outfcn (x, state, 'init'))
      msg = sprintf ('Stopped by OutputFcn\n');
      exitflag = -1;
    end
  end
  k = 0;
  while (exitflag != -1)
    k = k + 1;
    if (k > maxiter)
      msg = sprintf ('Exceeded maximum iterations\n');
      break;
    end
    best = fv(1);
    if (display == 3)
      printf ('Iter. %2.0f,', k);
      printf ('  how = %-11s', [how, ',']);
      printf ('nf = %3.0f,  f = %9.4e  (%2.1f%%)\n', nf, best, ...
              100 * (best_old - best) / (abs (best_old) + eps));
    end
    best_old = best;
    if (nf >= maxfev)
      msg = sprintf ('Exceeded maximum number of function evaluations\n');
      exitflag = 0;
      break;
    end
    v1 = V(:, 1);
    size_simplex = norm (V(:, 2:n+1) - v1(:, ones (1, n)), 1) / max (1, norm (v1, 1));
    step_f = max (abs (fv(1) - fv(2:n+1)));
    if (size_simplex <= tolx && step_f <= tolf)
      msg = sprintf (['Algorithm converged.  Simplex size %9.4e <= %9.4e ', ...
                      'and step in function value %9.4e <= %9.4e\n'], ...
                     size_simplex, tolx, step_f, tolf);
      exitflag = 1;
      break;
    end
    if (! isempty (outfcn))
      state = struct ('iteration', k, 'funccount', nf, 'fval', fv(1), 'procedure', how);
      if (outfcn (x, state, 'iter'))
        msg = sprintf ('Stopped by OutputFcn\n');
        exitflag = -1;
        break;
      end
    end

    centroid = (sum (V(:, 1:n).') / n).';
    xr = 2 * centroid - V(:, n+1);
    x(:) = xr;
    fr = f (x);
    nf = nf + 1;
    xk = xr;
    fk = fr;
    how = 'reflect';
    if (fr < fv(n))
      if (fr < fv(1))
        xe = 2 * xr - centroid;
        x(:) = xe;
        fe = f (x);
        nf = nf + 1;
        if (fe < fv(1))
          xk = xe;
          fk = fe;
          how = 'expand';
        end
      end
    else
      xt = V(:, n+1);
      ft = fv(n+1);
      if (fr < ft)
        xt = xr;
      end
      xc = 0.5 * xt + 0.5 * centroid;
      x(:) = xc;
      fc = f (x);
      nf = nf + 1;
      if (fc < fv(n))
        xk = xc;
        fk = fc;
        how = 'contract';
      else
        for j = 2:n
          V(:, j) = (V(:, 1) + V(:, j)) / 2;
          x(:) = V(:, j);
          fv(j) = f (x);
        end
        nf = nf + n - 1;
        xk = (V(:, 1) + V(:, n+1)) / 2;
        x(:) = xk;
        fk = f (x);
        nf = nf + 1;
        how = 'shrink';
      end
    end
    V(:, n+1) = xk;
    fv(n+1) = fk;
    [V, fv] = best_first (V, fv);
  end
  if (display >= 2 || (display == 1 && exitflag != 1))
    printf ('%s', msg);
  end
  x(:) = V(:, 1);
  if (! isempty (outfcn))
    state = struct ('iteration', k, 'funccount', nf, 'fval', fv(1), 'procedure', how);
    outfcn (x, state, 'done');
  end
  output.iterations = k;
  output.funcCount = nf;
  output.algorithm = 'Nelder-Mead simplex direct search';
  output.message = msg;
end

function [V, fv] = best_first (V, fv)
% Vertices by increasing value; equal values in the reverse of their
% order, which decides where the search goes on flat regions.
  [~, j] = sort (-fv);
  j = j(end:-1:1);
  V = V(:, j);
  fv = fv(j);
end

function y = checked_value (fun, x, args)
  y = fun (x, args{:});
  if (! isreal (y))
    error ('fminsearch:notreal', 'fminsearch: non-real value encountered');
  elseif (any (isnan (y(:))))
    error ('fminsearch:isnan', 'fminsearch: NaN value encountered');
  elseif (any (isinf (y(:))))
    error ('fminsearch:isinf', 'fminsearch: Inf value encountered');
  end
end
