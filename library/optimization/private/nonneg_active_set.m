function [x, p, w, iter] = nonneg_active_set (name, n, x0, max_iter, solve, gradient, tol, recheck)
% Lawson and Hanson's active-set iteration for a convex problem in X >= 0
% ("Solving Least Squares Problems", 1974, ch. 23).  SOLVE (P) minimizes
% over the variables P (the others zero); GRADIENT (X) is minus the
% gradient; TOL () the threshold above which a zero variable is freed.
% NAME names the caller in warnings.  With RECHECK, the first solution
% that passes the gradient test is solved once more (an iteration, as in
% Octave, which solves by an updated factorization until then).  Returns the solution, the free variables P, the gradient W at the zero
% ones and the iteration count.
  if (isempty (x0))
    x = zeros (n, 1);
  else
    x = max (x0, 0);
  end
  p = find (x > 0).';
  iter = 0;
  w = [];
  while (iter < max_iter)
    % Solve on the free set; step back to the boundary while that gives
    % negative values.
    while (iter < max_iter)
      iter = iter + 1;
      xp = solve (p);
      neg = find (xp < 0);
      if (isempty (neg))
        x(:) = 0;
        x(p) = xp;
        break;
      end
      ratios = x(p(neg)) ./ (x(p(neg)) - xp(neg));
      alpha = min (ratios);
      full_step = zeros (n, 1);
      full_step(p) = xp;
      x = x + alpha * (full_step - x);
      p(neg(ratios == alpha)) = [];
    end
    w = gradient (x);
    w(p) = [];
    if (! any (w > tol ()))
      if (recheck)
        recheck = false;
        continue;
      end
      break;
    end
    best = find (w == max (w));
    if (numel (best) > 1)
      warning ([name, ':nonunique'], ...
               'a non-unique solution may be returned due to equal gradients');
      best = best(1);
    end
    zero_set = 1:n;
    zero_set(p) = [];
    k = zero_set(best);
    p = sort ([p, k]);
  end
end
