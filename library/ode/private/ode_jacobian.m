function J = ode_jacobian (f, t, x, o)
% df/dy at (T, X): the Jacobian option (a matrix, or a function of t and
% y), else central differences with steps RelTol * |x| (RelTol where x is
% zero), only in the columns and rows of JPattern when it is given.

  args = o.funarguments;
  jac = o.Jacobian;
  if (ischar (jac))
    jac = str2func (jac);
  end
  if (is_function_handle (jac))
    J = jac (t, x, args{:});
    return;
  elseif (isnumeric (jac) && ! isempty (jac))
    J = jac;
    return;
  elseif (! isempty (jac))
    error ('ode23s: the jacobian should be passed as a matrix, a string or a function handle');
  end
  n = numel (x);
  fx = f (t, x, args{:});
  J = zeros (numel (fx), n);
  del = o.RelTol * ones (n, 1);
  del(x != 0) = o.RelTol * x(x != 0);
  del = abs (del);
  pattern = [];
  if (isfield (o, 'JPattern') && ! isempty (o.JPattern))
    pattern = full (logical (o.JPattern));
  end
  for j = 1:n
    if (! isempty (pattern) && ! any (pattern(:, j)))
      continue;
    end
    xp = x;
    xm = x;
    xp(j) = x(j) + del(j) / 2;
    xm(j) = x(j) - del(j) / 2;
    col = (f (t, xp, args{:}) - f (t, xm, args{:})) / del(j);
    J(:, j) = col(:);
  end
  if (! isempty (pattern))
    J(! pattern) = 0;
  end
end
